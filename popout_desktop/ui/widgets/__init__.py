"""Small widgets the features share: labels that elide, wrap or speak quietly, plain text from
a peer or a file, a focus ring, a validator for free-text settings."""
