"""The parts of the build that pyproject.toml cannot declare (everything else is there).

* The compiled cores of the engine (C, the CPython API): the classic solver's,
  ``popout_desktop.engine.classic._classic_core``, and the exact search's for rules with pops,
  ``popout_desktop.engine.classic._search_core`` (what the two share is in
  ``_core_common.h`` beside them). They are **optional**: without a C compiler or
  Python's headers the build warns and goes on, and the engine runs on its pure-Python cores
  (``popout_desktop.engine.core_choice`` says how the core is chosen; ``POPOUT_ENGINE_CORE``
  chooses).
* ``resources/`` goes into the wheel as ``popout_desktop/resources`` (see
  ``popout_desktop/app/resources.py`` for where each kind of install finds it).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildPyWithResources(build_py):
    """build_py that also copies the top-level ``resources/`` into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads <checkout>/resources in place
        target = Path(self.build_lib) / "popout_desktop" / "resources"
        shutil.copytree(
            ROOT / "resources",
            target,
            dirs_exist_ok=True,
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
        )


compile_args = ["/O2"] if sys.platform == "win32" else ["-O3", "-std=c11"]

setup(
    cmdclass={"build_py": BuildPyWithResources},
    ext_modules=[
        Extension(
            "popout_desktop.engine.classic._classic_core",
            ["popout_desktop/engine/classic/_classic_core.c"],
            depends=["popout_desktop/engine/classic/_core_common.h"],
            extra_compile_args=compile_args,
            optional=True,
        ),
        Extension(
            "popout_desktop.engine.classic._search_core",
            ["popout_desktop/engine/classic/_search_core.c"],
            depends=[
                "popout_desktop/engine/classic/_core_common.h",
                "popout_desktop/engine/classic/_search_negamax.h",
            ],
            extra_compile_args=compile_args,
            optional=True,
        ),
    ],
)
