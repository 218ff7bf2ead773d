"""A stand-in XDG desktop portal on a real D-Bus session, for the desktop settings' test.

``python -m tests.ui.portal_check portal`` serves ``org.freedesktop.portal.Settings`` with
GNOME's ``enable-animations`` off, prints "ready", and on each line read from its input sends
``SettingChanged`` turning it on (then "sent"); it ends when its input closes.
``python -m tests.ui.portal_check client`` (on the same bus) starts the portal, makes a
:class:`~popout_desktop.ui.desktop_settings.DesktopSettings` that reads it, prints what it read,
asks the portal for the change, waits for ``motion_changed`` and prints it.
"""

from __future__ import annotations

import subprocess
import sys
import threading

from PySide6.QtCore import ClassInfo, QEventLoop, QObject, QSocketNotifier, QTimer, Slot
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant

_PATH = "/org/freedesktop/portal/desktop"
_INTERFACE = "org.freedesktop.portal.Settings"
_GNOME = ("org.gnome.desktop.interface", "enable-animations")


# PySide6's stub knows ClassInfo(**info) only, not ClassInfo(dict) (a key with a space needs the
# dict), nor that a ClassInfo decorates a class.
@ClassInfo({"D-Bus Interface": _INTERFACE})  # type: ignore[call-arg]
class _Portal(QObject):  # type: ignore[operator]
    def __init__(self) -> None:
        super().__init__()
        self.animations = False

    @Slot(str, str, result="QDBusVariant")
    def ReadOne(self, namespace: str, key: str) -> QDBusVariant:  # noqa: N802 - D-Bus's name
        if (namespace, key) == _GNOME:
            return QDBusVariant(self.animations)
        return QDBusVariant("")  # (a real portal answers an error for an unknown key)


def _portal() -> int:
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication(sys.argv)
    bus = QDBusConnection.sessionBus()
    portal = _Portal()
    if not bus.registerObject(_PATH, portal, QDBusConnection.RegisterOption.ExportAllSlots):
        return 2
    if not bus.registerService("org.freedesktop.portal.Desktop"):
        return 3
    print("ready", flush=True)
    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)

    def on_input() -> None:
        if not sys.stdin.readline():
            app.quit()
            return
        portal.animations = True
        message = QDBusMessage.createSignal(_PATH, _INTERFACE, "SettingChanged")
        message.setArguments([*_GNOME, QDBusVariant(True)])
        bus.send(message)
        print("sent", flush=True)

    notifier.activated.connect(on_input)
    return app.exec()


def _client() -> int:
    from PySide6.QtWidgets import QApplication

    from popout_desktop.ui.desktop_settings import DesktopSettings

    app = QApplication(sys.argv)
    portal = subprocess.Popen(
        [sys.executable, "-m", "tests.ui.portal_check", "portal"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert portal.stdin is not None and portal.stdout is not None
    if portal.stdout.readline().strip() != "ready":
        return 4
    desktop = DesktopSettings(watch=True)  # (the application's one reads nothing offscreen)
    print(f"start reduced={desktop.reduced_motion}", flush=True)
    loop = QEventLoop()
    changes: list[bool] = []

    def on_change(reduced: bool) -> None:
        changes.append(reduced)
        loop.quit()

    desktop.motion_changed.connect(on_change)
    portal.stdin.write("change\n")
    portal.stdin.flush()
    # The portal's "sent" comes on its own pipe; the change comes through the bus.
    threading.Thread(target=portal.stdout.readline, daemon=True).start()
    QTimer.singleShot(20_000, loop.quit)  # a safety net only: the signal ends the wait
    loop.exec()
    print(f"changed reduced={changes}", flush=True)
    portal.stdin.close()
    portal.wait()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(_portal() if sys.argv[1:] == ["portal"] else _client())
