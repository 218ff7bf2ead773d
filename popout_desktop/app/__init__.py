"""The application: the ``popout`` command, its command line, the checks before Qt starts, one
running game per data folder, the self-test, where files live, the bundled resources and the
interface languages. :mod:`popout_desktop.app.main.main` assembles the window."""
