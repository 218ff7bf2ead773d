"""Why a file could not be written (disk full, permission denied, ...), in the player's
translated words: the reason shared by every export (a replay, a picture of the position)."""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication

__all__ = ["write_failure_reason"]

translate = QCoreApplication.translate


def write_failure_reason(error: BaseException) -> str:
    """Why writing failed with ``error``, in words a player acts on ("the disk is full"); the
    system's own words (or the error's name) for an error without words of ours."""
    if isinstance(error, MemoryError):
        return translate("WriteProblems", "there is not enough memory: choose a smaller size")
    number = error.errno if isinstance(error, OSError) else None
    if number in (errno.ENOSPC, errno.EDQUOT):
        return translate("WriteProblems", "the disk is full")
    if number in (errno.EACCES, errno.EPERM):
        return translate("WriteProblems", "permission denied: choose a folder you may write in")
    if number == errno.EROFS:
        return translate("WriteProblems", "the folder is read-only")
    if number in (errno.ENOENT, errno.ENOTDIR):
        return translate("WriteProblems", "the folder does not exist")
    if number == errno.EISDIR:
        return translate("WriteProblems", "that name is a folder")
    if number == errno.ENAMETOOLONG:
        return translate("WriteProblems", "the name is too long")
    strerror = error.strerror if isinstance(error, OSError) else None
    return (strerror or str(error) or type(error).__name__)[:200]
