"""The internet invite link's box: the link as plain read-only text, Copy puts exactly it on
the clipboard and says so for a while, and the QR code drawn is segno's matrix module by
module (no QR decoder is installed here, so the picture is sampled against segno's own
modules), crisp, with its quiet zone, black on white under a dark palette too."""

from __future__ import annotations

import pytest
import segno
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from popout_desktop.net.internet_link import MAX_LINK_LENGTH, new_link
from popout_desktop.ui.network.invite_link import (
    COPIED_MS,
    QUIET_ZONE,
    InviteLinkBox,
    qr_image,
    qr_matrix,
)

LINK = new_link("broker.example.org").format()


def segno_modules(text: str) -> list[list[bool]]:
    """segno's own modules of ``text`` (error correction M, a full QR code), with the quiet
    zone: what a reader must see."""
    code = segno.make(text, error="m", micro=False, boost_error=False)
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]


def sampled(image: QImage, modules: int, module_px: int) -> list[list[bool]]:
    """The modules read back from the picture: each module's four corners and centre must be
    one colour (crisp), black or white; True for black."""
    assert image.width() == image.height() == modules * module_px
    rows: list[list[bool]] = []
    for y in range(modules):
        row: list[bool] = []
        for x in range(modules):
            left, top = x * module_px, y * module_px
            points = [
                (left, top),
                (left + module_px - 1, top),
                (left, top + module_px - 1),
                (left + module_px - 1, top + module_px - 1),
                (left + module_px // 2, top + module_px // 2),
            ]
            colours = {image.pixelColor(px, py).rgb() for px, py in points}
            assert len(colours) == 1, f"module {x},{y} is not one colour: {colours}"
            colour = QColor.fromRgb(colours.pop())
            assert (colour.red(), colour.green(), colour.blue()) in ((0, 0, 0), (255, 255, 255))
            row.append(colour.red() == 0)
        rows.append(row)
    return rows


def make_box(qtbot: QtBot, link: str = LINK) -> InviteLinkBox:
    box = InviteLinkBox()
    qtbot.addWidget(box)
    box.set_link(link)
    box.show()
    qtbot.waitExposed(box)
    return box


def test_the_link_is_shown_as_plain_read_only_text(qtbot: QtBot) -> None:
    box = make_box(qtbot)
    assert box.link_edit.text() == LINK
    assert box.link_edit.isReadOnly()
    assert box.link() == LINK
    assert box.link_edit.accessibleName() == "Invite link"
    assert box.qr_view.accessibleName() == "QR code of the invite link"
    assert box.qr_view.accessibleDescription()
    # Markup stays text in a line edit (a link is never rendered).
    box.set_link("<b>popout://x</b>")
    assert box.link_edit.text() == "<b>popout://x</b>"


def test_copy_puts_exactly_the_link_on_the_clipboard_and_says_so(qtbot: QtBot) -> None:
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("something else")
    box = make_box(qtbot)
    assert box.copied_timer.interval() == COPIED_MS
    box.copied_timer.setInterval(50)  # the words go after a while: not four seconds here
    assert box.copied_label.text() == ""
    box.copy_button.click()
    assert clipboard.text() == LINK
    assert box.copied_label.text() == "Copied."
    with qtbot.waitSignal(box.copied_timer.timeout, timeout=10_000):
        pass
    assert box.copied_label.text() == ""
    assert clipboard.text() == LINK


def test_a_new_link_clears_copied_and_nothing_to_copy_disables_copy(qtbot: QtBot) -> None:
    box = make_box(qtbot)
    box.copy()
    assert box.copied_label.text() == "Copied."
    other = new_link("other.example").format()
    box.set_link(other)
    assert box.copied_label.text() == ""
    assert not box.copied_timer.isActive()
    box.set_link("")
    assert not box.copy_button.isEnabled()
    assert box.qr_view.matrix == []


def test_the_qr_code_shown_is_segnos_matrix_module_by_module(qtbot: QtBot) -> None:
    box = make_box(qtbot)
    expected = segno_modules(LINK)
    view = box.qr_view
    assert view.matrix == expected
    assert view.module_px >= 2
    assert sampled(view.image(), len(expected), view.module_px) == expected


def test_the_quiet_zone_is_light_and_the_finders_are_where_readers_look(qtbot: QtBot) -> None:
    box = make_box(qtbot)
    modules = box.qr_view.matrix
    size = len(modules)
    for i in range(QUIET_ZONE):
        assert not any(modules[i]) and not any(modules[size - 1 - i])
        assert not any(row[i] or row[size - 1 - i] for row in modules)
    # The top-left finder's dark 7×7 ring, just inside the quiet zone.
    q = QUIET_ZONE
    assert all(modules[q][q : q + 7]) and all(modules[q + 6][q : q + 7])
    assert all(modules[r][q] and modules[r][q + 6] for r in range(q, q + 7))


def test_black_on_white_under_a_dark_palette(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    dark = QPalette(before)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        dark.setColor(role, QColor(20, 20, 20))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        dark.setColor(role, QColor(230, 230, 230))
    app.setPalette(dark)
    try:
        box = make_box(qtbot)
        view = box.qr_view
        image = view.image()
        assert image.pixelColor(0, 0) == QColor(255, 255, 255)  # the quiet zone
        expected = segno_modules(LINK)
        assert sampled(image, len(expected), view.module_px) == expected
    finally:
        app.setPalette(before)


@pytest.mark.parametrize("module_px", [2, 3, 5])
def test_qr_image_draws_whole_pixels_per_module(module_px: int) -> None:
    matrix = qr_matrix(LINK)
    assert matrix == segno_modules(LINK)
    assert sampled(qr_image(matrix, module_px), len(matrix), module_px) == matrix


@settings(max_examples=15, deadline=None)
@given(
    host=st.sampled_from(["broker.example.org", "127.0.0.1", "[2001:db8::1]", "a" * 60 + ".io"]),
    port=st.one_of(st.none(), st.integers(1, 65535)),
    tls=st.booleans(),
)
def test_any_invite_link_is_drawn_as_segno_encodes_it(
    host: str, port: int | None, tls: bool
) -> None:
    link = new_link(host, port, tls=tls).format()
    assert len(link) <= MAX_LINK_LENGTH
    matrix = qr_matrix(link)
    assert matrix == segno_modules(link)
    assert sampled(qr_image(matrix, 2), len(matrix), 2) == matrix
