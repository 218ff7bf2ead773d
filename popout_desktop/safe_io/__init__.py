"""Reading what comes from outside within fixed limits (pure Python, no Qt): files read bounded
and written atomically (:mod:`.files`), JSON parsed within limits (:mod:`.json_limits`)."""
