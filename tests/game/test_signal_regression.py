"""Guard against PySide6 builds that crash CPython 3.11 after many signal emits.

PySide6 6.12.0 aborted CPython 3.11 after a few hundred emits ("Fatal Python error: bool_dealloc":
a reference to True/False was released once too often). pyproject.toml pins PySide6 below 6.12 on
Python < 3.12; this test fails if a PySide6 that has the bug is installed anyway. It runs in a child
process, so an abort shows up as a failed test with the exit code rather than a killed pytest.
"""

from __future__ import annotations

import json
import subprocess

EMITS = 20_000

CHILD = r"""
import json
import sys
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal


@dataclass(frozen=True)
class Payload:
    index: int
    flag: bool


class Emitter(QObject):
    carried_object = Signal(object)
    carried_bool = Signal(bool)
    carried_int = Signal(int)
    carried_mixed = Signal(object, bool, int)


app = QCoreApplication(sys.argv[:1])
emitter = Emitter()
counts = {"object": 0, "bool": 0, "true": 0, "int": 0, "int_sum": 0, "mixed": 0, "queued": 0}


def on_object(payload):
    assert isinstance(payload, Payload)
    counts["object"] += 1


def on_bool(flag):
    assert flag is True or flag is False
    counts["bool"] += 1
    counts["true"] += flag


def on_int(value):
    counts["int"] += 1
    counts["int_sum"] += value


def on_mixed(payload, flag, value):
    assert payload.flag is flag and payload.index == value
    counts["mixed"] += 1


def on_queued(flag):
    counts["queued"] += 1


emitter.carried_object.connect(on_object)
emitter.carried_bool.connect(on_bool)
emitter.carried_int.connect(on_int)
emitter.carried_mixed.connect(on_mixed)
# Queued: each bool is stored in an event and converted back later.
emitter.carried_bool.connect(on_queued, Qt.ConnectionType.QueuedConnection)

n = int(sys.argv[1])
for i in range(n):
    flag = i % 2 == 0
    emitter.carried_object.emit(Payload(i, flag))
    emitter.carried_bool.emit(flag)
    emitter.carried_int.emit(i)
    emitter.carried_mixed.emit(Payload(i, flag), flag, i)
    if i % 1000 == 999:
        app.processEvents()
app.processEvents()
print(json.dumps(counts))
"""


def test_many_signal_emits_do_not_crash(python: str, subprocess_env: dict[str, str]) -> None:
    done = subprocess.run(
        [python, "-c", CHILD, str(EMITS)],
        env=subprocess_env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, (
        f"child exited with {done.returncode} (negative: killed by that signal, "
        f"e.g. -6 for an abort)\n{done.stderr[-3000:]}"
    )
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert counts == {
        "object": EMITS,
        "bool": EMITS,
        "true": EMITS // 2,
        "int": EMITS,
        "int_sum": EMITS * (EMITS - 1) // 2,
        "mixed": EMITS,
        "queued": EMITS,
    }
