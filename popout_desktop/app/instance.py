"""One running game per data folder: the autosave has exactly one writer.

The first copy of the game to start on a data folder takes a lock file in it
(:class:`~PySide6.QtCore.QLockFile`; the lock of a run that was killed is stale and taken over)
and listens on a local socket (:class:`~PySide6.QtNetwork.QLocalServer`) named after the folder.
A second start on the same folder does not open a window of its own: it hands its command line
(a file to open, a ``popout://`` link, a table, ``--host``) to the running window over that
socket and exits. If the hand-over is impossible (the running copy does not answer), the second
copy runs without autosave and says so.

The game's start takes the lock before its window and listens once the window is on the screen
(``claim(..., listen=False)``, then :meth:`InstanceGuard.listen`): ``QtNetwork``'s Python module
is made only then (some 9 ms of start-up: issue 33 point 4). A second start in between finds
the lock held and tries to connect until the owner listens (up to
:data:`HANDOVER_TIMEOUT_MS`), as it always did for an owner that has just started.

The hand-over message is one line of JSON, ``{"argv": [...], "cwd": "..."}``, at most
:data:`MAX_MESSAGE_BYTES`; the answer is ``ok``. :func:`encode_handover` and
:func:`decode_handover` are the codec (pure, and tested with hostile input).
"""

from __future__ import annotations

import enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QLockFile,
    QObject,
    QTimer,
    Signal,
    Slot,
)

if TYPE_CHECKING:  # imported where used: QtNetwork waits until after the first frame
    from PySide6.QtCore import QDeadlineTimer
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = [
    "LOCK_NAME",
    "MAX_MESSAGE_BYTES",
    "Claim",
    "HandoverError",
    "InstanceGuard",
    "decode_handover",
    "encode_handover",
    "server_name",
]

#: The lock file in the data folder.
LOCK_NAME = "popout.lock"
#: The longest hand-over message (one line, newline included).
MAX_MESSAGE_BYTES = 64 * 1024
#: The most arguments a hand-over carries.
MAX_ARGUMENTS = 64
#: The answer of the running copy once it has taken the message.
ANSWER = b"ok\n"
#: How long a second copy waits for the running one (milliseconds).
HANDOVER_TIMEOUT_MS = 5000
#: How long the running copy waits for a message from a client that connected (milliseconds).
CLIENT_TIMEOUT_MS = 5000


class HandoverError(ValueError):
    """A hand-over message that is not one this program sends."""


def encode_handover(argv: list[str], cwd: str) -> bytes:
    """The message that hands ``argv`` (the command line, program name excluded) and the
    folder it was given in to the running copy; :class:`HandoverError` if it is too long."""
    import json  # loaded by a hand-over, not by the start of the first copy (issue 33 point 4)

    data = (json.dumps({"argv": argv, "cwd": cwd}, ensure_ascii=True) + "\n").encode("ascii")
    if len(data) > MAX_MESSAGE_BYTES or len(argv) > MAX_ARGUMENTS:
        raise HandoverError("the command line is too long to hand over")
    return data


def decode_handover(data: bytes) -> tuple[list[str], str]:
    """``(argv, cwd)`` from a message; :class:`HandoverError` for anything else."""
    import json

    if len(data) > MAX_MESSAGE_BYTES:
        raise HandoverError("the message is too long")
    try:
        value = json.loads(data.decode("ascii"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise HandoverError("the message is not JSON text") from None
    if not isinstance(value, dict) or set(value) != {"argv", "cwd"}:
        raise HandoverError("the message is not a hand-over")
    argv, cwd = value["argv"], value["cwd"]
    if not isinstance(argv, list) or len(argv) > MAX_ARGUMENTS:
        raise HandoverError("the arguments are not a list")
    if not all(isinstance(arg, str) for arg in argv) or not isinstance(cwd, str):
        raise HandoverError("the arguments are not text")
    for text in (*argv, cwd):
        if "\x00" in text:
            raise HandoverError("the arguments hold a NUL character")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise HandoverError("the arguments are not valid text") from None
    return list(argv), cwd


def server_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder`` (the same for every way of
    writing that folder's path): its SHA-256 in hex, by Qt's hash (Python's ``hashlib`` would
    load OpenSSL's library for it at every start, 3-7 ms: issue 33 point 4)."""
    try:
        resolved = folder.resolve()
    except OSError:
        resolved = folder.absolute()
    path = str(resolved).encode("utf-8", "surrogateescape")
    # Named by the first socket name (the owner's, once its window is on the screen; a start
    # handed over), not by the first frame: PySide6 makes its 20-odd enum members with it
    # (issue 33 point 4).
    from PySide6.QtCore import QCryptographicHash

    digest = QCryptographicHash.hash(path, QCryptographicHash.Algorithm.Sha256).toHex()
    return f"popout-{bytes(digest.data()).decode('ascii')[:24]}"


class Claim(enum.Enum):
    """What :meth:`InstanceGuard.claim` found."""

    #: This copy owns the data folder: it autosaves, and later starts are handed to it.
    OWNER = "owner"
    #: Another copy runs on this folder and took this start's command line: exit.
    HANDED_OVER = "handed_over"
    #: Another copy holds the folder but did not answer: run without autosave.
    UNANSWERED = "unanswered"
    #: The lock file cannot be made (a folder that cannot be written): run without autosave.
    NO_LOCK = "no_lock"


class InstanceGuard(QObject):
    """The lock on a data folder and the socket where later starts hand over their commands.

    ``handed_over(argv, cwd)`` is emitted, in the owner, for every start handed over to it.
    """

    handed_over = Signal(list, str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._folder = folder
        self._name = ""  # worked out when first needed (see name)
        self._lock = QLockFile(str(folder / LOCK_NAME))
        # Never treat a live owner's lock as stale by its age: only a dead process's lock is.
        self._lock.setStaleLockTime(0)
        self._server: QLocalServer | None = None
        self._clients: dict[QLocalSocket, bytearray] = {}
        self.error = ""

    @property
    def name(self) -> str:
        """The local socket's name (:func:`server_name` of the folder), worked out when first
        asked for: listening or handing over, not before the first frame (issue 33 point 4)."""
        if not self._name:
            self._name = server_name(self._folder)
        return self._name

    @property
    def owner(self) -> bool:
        """True once this copy owns the data folder."""
        return self._lock.isLocked()

    def claim(self, argv: list[str], cwd: str, *, listen: bool = True) -> Claim:
        """Own the folder, or hand ``argv`` over to the copy that does. The owner listens for
        later starts now, or with ``listen=False`` once :meth:`listen` is called."""
        if self._lock.tryLock(0):
            if listen:
                self.listen()
            return Claim.OWNER
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            self.error = f"the lock file {self._folder / LOCK_NAME} cannot be made"
            return Claim.NO_LOCK
        # Another copy holds the lock: it listens (or is about to: the game listens once its
        # window is on the screen). Try until it answers or the time is up.
        if self._send(encode_handover(argv, cwd)):
            return Claim.HANDED_OVER
        return Claim.UNANSWERED

    def release(self) -> None:
        """Stop listening and give the folder up (at quit)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        for client in list(self._clients):
            client.abort()
        self._clients.clear()
        if self._lock.isLocked():
            self._lock.unlock()

    # -- the owner ---------------------------------------------------------------------------

    def listen(self) -> None:
        """Listen for later starts (once: the owner only; nothing after :meth:`release`)."""
        if self._server is not None or not self._lock.isLocked():
            return
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket left by a killed run: we own the lock
        if not server.listen(self.name):
            self.error = server.errorString()
            return
        server.newConnection.connect(self._accept)
        self._server = server

    @Slot()
    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            client = server.nextPendingConnection()
            self._clients[client] = bytearray()
            client.readyRead.connect(self._read)
            client.disconnected.connect(self._forget)
            # A client that says nothing for so long is dropped (the timer dies with it).
            QTimer.singleShot(CLIENT_TIMEOUT_MS, client, client.abort)

    @Slot()
    def _read(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        client = self.sender()
        if not isinstance(client, QLocalSocket) or client not in self._clients:
            return
        buffer = self._clients[client]
        buffer += bytes(client.readAll().data())
        end = buffer.find(b"\n")
        if end < 0:
            if len(buffer) >= MAX_MESSAGE_BYTES:
                client.abort()
            return
        try:
            argv, cwd = decode_handover(bytes(buffer[: end + 1]))
        except HandoverError:
            client.abort()
            return
        del self._clients[client]
        client.write(QByteArray(ANSWER))
        client.disconnectFromServer()  # after the answer is written
        self.handed_over.emit(argv, cwd)

    @Slot()
    def _forget(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        client = self.sender()
        if isinstance(client, QLocalSocket):
            self._clients.pop(client, None)
            client.deleteLater()

    # -- a later start -----------------------------------------------------------------------

    def _send(self, message: bytes) -> bool:
        """Deliver ``message`` to the owner; True once it answered. Blocks for at most
        :data:`HANDOVER_TIMEOUT_MS` (before any window exists)."""
        # With the hand-over only, as QtNetwork: the first copy's start makes neither.
        from PySide6.QtCore import QDeadlineTimer, QThread
        from PySide6.QtNetwork import QLocalSocket

        deadline = QDeadlineTimer(HANDOVER_TIMEOUT_MS)
        while not deadline.hasExpired():
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(_left(deadline, 1000)):
                socket.write(QByteArray(message))
                socket.waitForBytesWritten(_left(deadline))
                answer = bytearray()
                while ANSWER not in answer and not deadline.hasExpired():
                    if not socket.waitForReadyRead(_left(deadline)):
                        break
                    answer += bytes(socket.readAll().data())
                socket.abort()
                return ANSWER in answer
            socket.abort()
            # Not listening yet (the owner has just started) or gone: try again shortly.
            QThread.msleep(_left(deadline, 100))
        return False


def _left(deadline: QDeadlineTimer, most: int = HANDOVER_TIMEOUT_MS) -> int:
    """Milliseconds to wait: what is left of ``deadline``, at most ``most``, at least 1."""
    return max(1, min(most, deadline.remainingTime()))
