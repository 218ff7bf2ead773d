"""A real Mosquitto for the tests and benchmarks: on 127.0.0.1 only, a free port, a config file,
a persistence file and a log of its own in a temporary folder; started, stopped and restarted on
the same port (keeping its persistent sessions, as a broker restarted by its operator).

Readiness is the broker's own word: we read its log (``log_dest stderr``, unbuffered) on a
thread and wait for its "running" line, an event, not a guess of how long it takes. Tests that
need a broker skip, saying why, where ``/usr/sbin/mosquitto`` (Debian's ``mosquitto`` package)
is missing; CI installs it. :func:`running_broker` stops it (SIGTERM, then SIGKILL) however
the test ends.
"""

from __future__ import annotations

import getpass
import os
import shutil
import signal
import socket
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

MOSQUITTO = os.environ.get("POPOUT_TEST_MOSQUITTO", "/usr/sbin/mosquitto")
#: Makes the password file of a broker with users (Debian: in the mosquitto package too).
MOSQUITTO_PASSWD = shutil.which("mosquitto_passwd") or "/usr/bin/mosquitto_passwd"
#: How long the broker may take to say it runs, or to stop: generous, for a loaded machine.
START_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 30.0


def mosquitto_available() -> bool:
    """True if the broker's program is there and can be run."""
    return os.path.isfile(MOSQUITTO) and os.access(MOSQUITTO, os.X_OK)


def require_mosquitto() -> None:
    """Skip the test, saying why, if there is no Mosquitto."""
    if not mosquitto_available():
        pytest.skip(
            f"no MQTT broker: {MOSQUITTO} is missing (Debian: apt-get install mosquitto); "
            "CI installs it"
        )


def make_certificates(folder: Path) -> tuple[str, str, str]:
    """A certificate authority of its own and a server certificate it signed for 127.0.0.1 and
    localhost, valid for a day; the files (CA certificate, server certificate, server key)."""
    import datetime
    import ipaddress

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    now = datetime.datetime.now(datetime.UTC)
    start, end = now - datetime.timedelta(minutes=5), now + datetime.timedelta(days=1)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Pop Out test CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(end)
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(
            x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    names = [x509.DNSName("localhost"), x509.IPAddress(ipaddress.IPv4Address("127.0.0.1"))]
    server = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(end)
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), critical=False
        )
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
            critical=False,
        )
        .sign(ca_key, hashes.SHA256())
    )
    pem = serialization.Encoding.PEM
    ca_file, certificate, key_file = folder / "ca.pem", folder / "server.pem", folder / "server.key"
    ca_file.write_bytes(ca.public_bytes(pem))
    certificate.write_bytes(server.public_bytes(pem))
    key_file.write_bytes(
        key.private_bytes(pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return str(ca_file), str(certificate), str(key_file)


def free_tcp_port(host: str = "127.0.0.1") -> int:
    """A TCP port on ``host`` (127.0.0.1, or ::1) that nobody listens on now (the kernel's
    choice)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


#: The IPv6 loopback address, for a broker that listens on it alone.
IPV6_LOOPBACK = "::1"


def ipv6_loopback_problem() -> str:
    """Why no broker can listen on ``[::1]`` here ("" if one can): no IPv6 in the kernel, or
    no ::1 on the loopback interface (a container started with IPv6 off)."""
    if not socket.has_ipv6:
        return "this Python was built without IPv6"
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as probe:
            probe.bind((IPV6_LOOPBACK, 0))
    except OSError as error:
        return f"IPv6 is unavailable: cannot bind [::1] ({error.strerror or error})"
    return ""


def require_ipv6_loopback() -> None:
    """Skip the test, saying why, if nothing can listen on ``[::1]``."""
    problem = ipv6_loopback_problem()
    if problem:
        pytest.skip(f"no IPv6 loopback for the broker: {problem}")


class MqttBroker:
    """One Mosquitto on ``127.0.0.1:port`` (or ``[::1]:port``, ``host`` "::1": that address
    alone), its files in ``folder``. :meth:`start`, :meth:`stop` (its persistent sessions and
    queued messages saved), :meth:`restart`."""

    def __init__(
        self,
        folder: Path,
        port: int | None = None,
        *,
        persistence: bool = True,
        anonymous: bool = True,
        nodelay: bool = True,
        users: dict[str, str] | None = None,
        tls: bool = False,
        host: str = "127.0.0.1",
    ) -> None:
        if host not in ("127.0.0.1", IPV6_LOOPBACK):
            raise ValueError(f"a test broker listens on loopback only, not on {host!r}")
        self.folder = folder
        self.port = port or free_tcp_port(host)
        self.host = host
        folder.mkdir(parents=True, exist_ok=True)
        self.config = folder / "mosquitto.conf"
        lines = [
            f"listener {self.port} {host}",
            f"allow_anonymous {'true' if anonymous else 'false'}",
            f"persistence {'true' if persistence else 'false'}",
            f"persistence_location {folder}{os.sep}",
            "persistence_file mosquitto.db",
            "autosave_interval 0",  # saved when it stops (SIGTERM), not on a timer
            "max_queued_messages 10000",
            # Nagle's algorithm off towards the clients, as docs/internet-play.md advises: with
            # it, an answer waits for the TCP acknowledgement of the PUBACK before it (40 ms).
            f"set_tcp_nodelay {'true' if nodelay else 'false'}",
            "log_dest stderr",  # unbuffered: each line as it happens
            "log_type error",
            "log_type warning",
            "log_type notice",
            "log_type information",
            # Run as root (CI containers), Mosquitto would switch to the "mosquitto" user, who
            # could not write the persistence file here: stay who we are.
            f"user {getpass.getuser()}",
        ]
        #: With ``tls``: the certificate authority's file, which a client must trust.
        self.ca_file = ""
        if tls:
            self.ca_file, certificate, key = make_certificates(folder)
            lines += [f"certfile {certificate}", f"keyfile {key}"]
        if users:
            passwords = folder / "passwords"
            passwords.write_text("", encoding="utf-8")
            for user, password in users.items():
                subprocess.run(
                    [MOSQUITTO_PASSWD, "-b", str(passwords), user, password],
                    check=True,
                    capture_output=True,
                )
            lines.append(f"password_file {passwords}")
        self.config.write_text("\n".join(lines) + "\n", encoding="utf-8")
        self._process: subprocess.Popen[str] | None = None
        self._reader: threading.Thread | None = None
        self.log: list[str] = []

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start the broker and wait until it listens (its "running" line)."""
        if self.running:
            return
        ready = threading.Event()
        process = subprocess.Popen(
            [MOSQUITTO, "-c", str(self.config)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,  # a Ctrl+C in the terminal is the test's, not the broker's
        )
        self._process = process

        def read() -> None:
            assert process.stderr is not None
            for line in process.stderr:
                self.log.append(line.rstrip("\n"))
                if " running" in line:
                    ready.set()
            ready.set()  # it ended: start() sees that it does not run

        self._reader = threading.Thread(target=read, name="mosquitto-log", daemon=True)
        self._reader.start()
        if not ready.wait(START_TIMEOUT_S) or not self.running:
            self.stop()
            raise RuntimeError("mosquitto did not start:\n" + "\n".join(self.log[-20:]))

    def stop(self) -> None:
        """Stop the broker (SIGTERM: it saves its sessions; SIGKILL if it hangs)."""
        process, self._process = self._process, None
        if process is None:
            return
        if process.poll() is None:
            process.send_signal(signal.SIGCONT)  # a paused broker cannot stop
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._reader is not None:
            self._reader.join(STOP_TIMEOUT_S)
            self._reader = None
        if process.stderr is not None:
            process.stderr.close()

    @property
    def pid(self) -> int | None:
        """The broker's process id while it runs."""
        return self._process.pid if self.running and self._process is not None else None

    def cpu_seconds(self) -> float:
        """The processor time the broker has used so far (user and system; Linux only)."""
        if self.pid is None:
            return 0.0
        fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def resident_bytes(self) -> int:
        """The broker's resident memory now (Linux only)."""
        if self.pid is None:
            return 0
        for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        return 0

    def pause(self) -> None:
        """Freeze the broker (SIGSTOP): connections stay open, nothing is answered — a broker,
        or a network, gone silent."""
        if self._process is not None:
            self._process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        """Let a frozen broker run again (SIGCONT)."""
        if self._process is not None:
            self._process.send_signal(signal.SIGCONT)

    def restart(self) -> None:
        """Stop, then start again on the same port, from the saved sessions."""
        self.stop()
        self.start()


@contextmanager
def running_broker(
    folder: Path,
    *,
    persistence: bool = True,
    anonymous: bool = True,
    users: dict[str, str] | None = None,
    tls: bool = False,
    host: str = "127.0.0.1",
) -> Iterator[MqttBroker]:
    """A started broker, stopped at the end whatever happens (skips without Mosquitto).
    ``anonymous`` False: only ``users`` (name: password) come in; nobody without any.
    ``tls``: TLS only, with a certificate from a test authority (``broker.ca_file``).
    ``host`` "::1": listening on the IPv6 loopback alone (skips, saying why, without it)."""
    require_mosquitto()
    if host == IPV6_LOOPBACK:
        require_ipv6_loopback()
    if users and not os.access(MOSQUITTO_PASSWD, os.X_OK):
        pytest.skip(f"no {MOSQUITTO_PASSWD} to make the broker's password file")
    broker = MqttBroker(
        folder, persistence=persistence, anonymous=anonymous, users=users, tls=tls, host=host
    )
    try:
        broker.start()
        yield broker
    finally:
        broker.stop()


def which_mosquitto() -> str | None:
    """The broker's program, for the benchmark's message."""
    return MOSQUITTO if mosquitto_available() else shutil.which("mosquitto")
