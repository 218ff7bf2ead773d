"""The MQTT broker of games played over the internet: its settings, and a Test button.

:class:`BrokerSettingsBox` is the Preferences' "Internet play" page: the broker's host, port,
TLS (on by default) and, for a broker whose certificate comes from an authority of its own,
that authority's file, an optional user name and password, a few words on what the broker sees
and who runs the default one, and a Test button. :class:`BrokerTest` makes the one connection
a Test is: an :class:`~popout_desktop.net.mqtt_carrier.MqttCarrier` without subscriptions, will
or lasting session, stopped as soon as the broker let us in; it says "Connected to broker X in
N ms" or the carrier's own words for what failed. Nothing is sent anywhere before the person
presses Test (the carrier is made then, not before). :class:`BrokerDialog` shows the same
fields in a dialog of their own, for the Host dialog after the broker could not be reached.

The settings are ``broker/host``, ``broker/port``, ``broker/tls``, ``broker/ca_file``,
``broker/username`` and ``broker/password`` (:data:`BROKER_KEYS`, declared in
:mod:`popout_desktop.settings.schema`); :func:`stored_broker` gives the
:class:`~popout_desktop.net.mqtt_carrier.Broker` they describe.

**The password is stored in the settings file in plain text**, and the page says so. Qt has no
keyring of its own (QtKeychain is a separate C++ library with no PySide6 binding in the
dependencies), and scrambling it in the file would only pretend: anyone who can read the
settings file could unscramble it with this program's source. A friends' broker's password is
worth little to anyone else; the room's secrets are never stored here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from popout_desktop.net.internet_link import (
    DEFAULT_PLAIN_PORT,
    DEFAULT_TLS_PORT,
    new_mqtt_client_id,
)
from popout_desktop.net.mqtt_carrier import Broker, MqttCarrier
from popout_desktop.settings.schema import DEFAULT_BROKER_HOST, MAX_HOST, MAX_LOGIN, MAX_PATH
from popout_desktop.settings.store import SCHEMA, Settings
from popout_desktop.ui.widgets.quiet_text import make_quiet
from popout_desktop.ui.widgets.setting_validator import SettingValidator

__all__ = [
    "BROKER_KEYS",
    "BrokerDialog",
    "BrokerSettingsBox",
    "BrokerTest",
    "broker_from_values",
    "broker_host_problem",
    "broker_values",
    "stored_broker",
]

# lupdate reads the context only from a literal, so each call spells it out.
translate = QCoreApplication.translate

#: The least width of :class:`BrokerDialog`, in pixels, so that its notes wrap into few lines.
DIALOG_WIDTH = 460

#: The settings of the broker, in the order of the page's fields. The longest host
#: (:data:`MAX_HOST`), certificate authority file (:data:`MAX_PATH`), user name and password
#: (:data:`MAX_LOGIN`) and what each may hold are the schema's
#: (:mod:`popout_desktop.settings.schema`).
BROKER_KEYS = (
    "broker/host",
    "broker/port",
    "broker/tls",
    "broker/ca_file",
    "broker/username",
    "broker/password",
)


def broker_from_values(values: Mapping[str, Any]) -> Broker:
    """The :class:`Broker` of the values of :data:`BROKER_KEYS` (host stripped)."""
    return Broker(
        host=str(values["broker/host"]).strip(),
        port=int(values["broker/port"]),
        tls=bool(values["broker/tls"]),
        username=str(values["broker/username"]),
        password=str(values["broker/password"]),
        ca_file=str(values["broker/ca_file"]),
    )


def broker_values(broker: Broker) -> dict[str, Any]:
    """The values of :data:`BROKER_KEYS` that describe ``broker`` (its login included)."""
    return {
        "broker/host": broker.host,
        "broker/port": broker.port,
        "broker/tls": broker.tls,
        "broker/ca_file": broker.ca_file,
        "broker/username": broker.username,
        "broker/password": broker.password,
    }


def stored_broker(settings: Settings | None) -> Broker:
    """The broker stored in ``settings`` (the defaults without settings)."""
    if settings is None:
        return broker_from_values({key: SCHEMA[key].default for key in BROKER_KEYS})
    return broker_from_values({key: settings.value(key) for key in BROKER_KEYS})


def broker_host_problem(host: str) -> str:
    """Why ``host`` cannot be a broker (in words), or "" if it can: a host name, an IPv4
    address, or an IPv6 address (with or without brackets), as an invite link takes it (the
    schema's rule of ``broker/host``, :func:`popout_desktop.settings.schema.is_broker_host`)."""
    text = host.strip()
    if not text:
        return translate("BrokerSettings", "Type the broker's host name or address.")
    if not SCHEMA["broker/host"].valid(text):
        return translate(
            "BrokerSettings", "This is not a host name or an address (like broker.example.org)."
        )
    return ""


class BrokerTest(QObject):
    """One test connection to a broker. :meth:`start`, then ``finished(ok, text)``: ``ok``
    with "Connected to broker X in N ms.", else the carrier's words for what failed. The
    carrier asks for no lasting session (expiry 0), no will and no subscription, and says
    goodbye at once; :meth:`cancel` stops a test under way without a word."""

    finished = Signal(bool, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._carrier: MqttCarrier | None = None
        #: Carriers stopped while connecting: their worker thread may still report to them,
        #: so they live (stopped, silent) as long as this object does.
        self._retired: list[MqttCarrier] = []
        self._clock = QElapsedTimer()

    @property
    def running(self) -> bool:
        """True from :meth:`start` to ``finished`` (or :meth:`cancel`)."""
        return self._carrier is not None

    def start(self, broker: Broker) -> None:
        """Connect to ``broker`` (in the background); nothing if a test runs already."""
        if self._carrier is not None:
            return
        carrier = MqttCarrier(broker, new_mqtt_client_id(), [], session_expiry_s=0, parent=self)
        carrier.connected.connect(self._on_connected)
        carrier.failed.connect(self._on_failed)
        self._carrier = carrier
        self._clock.start()
        carrier.start()

    def cancel(self) -> None:
        """Stop a test under way; ``finished`` is not emitted."""
        carrier = self._release()
        if carrier is not None:
            self._retired.append(carrier)

    def _release(self) -> MqttCarrier | None:
        """Stop following the carrier and stop it (the caller deletes or keeps it)."""
        carrier, self._carrier = self._carrier, None
        if carrier is not None:
            carrier.connected.disconnect(self._on_connected)
            carrier.failed.disconnect(self._on_failed)
            carrier.stop()
        return carrier

    @Slot()
    def _on_connected(self) -> None:
        elapsed = self._clock.elapsed()
        carrier = self._release()
        if carrier is None:
            return
        carrier.deleteLater()  # connected: its worker thread is over
        text = (
            translate("BrokerSettings", "Connected to broker %1 in %2 ms.")
            .replace("%1", carrier.broker.address())
            .replace("%2", str(elapsed))
        )
        self.finished.emit(True, text)

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        carrier = self._release()
        if carrier is not None:
            carrier.deleteLater()  # it gave up: its worker thread is over
            self.finished.emit(False, text)


class BrokerSettingsBox(QWidget):
    """The broker's fields, what the broker is for, and a Test button (see the module).

    :meth:`values` and :meth:`load` speak in :data:`BROKER_KEYS`; ``changed()`` follows every
    edit. ``settings_path`` is named in the note on the password.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, settings_path: str = "") -> None:
        super().__init__(parent)
        self.host_edit = QLineEdit(self)
        self.host_edit.setMaxLength(MAX_HOST)
        self.host_edit.setClearButtonEnabled(True)
        self.host_problem = _note(self, "brokerHostProblem")
        self.host_problem.setStyleSheet("#brokerHostProblem { color: #b3261e; }")
        self.port_spin = QSpinBox(self)
        self.port_spin.setRange(1, 65535)
        self.tls_check = QCheckBox(self)
        self.ca_edit = QLineEdit(self)
        self.ca_edit.setMaxLength(MAX_PATH)
        self.ca_edit.setClearButtonEnabled(True)
        self.ca_edit.setValidator(SettingValidator("broker/ca_file", self.ca_edit))
        self.ca_button = QPushButton(self)
        self.ca_button.setAutoDefault(False)
        self.username_edit = QLineEdit(self)
        self.username_edit.setMaxLength(MAX_LOGIN)
        self.username_edit.setValidator(SettingValidator("broker/username", self.username_edit))
        self.password_edit = QLineEdit(self)
        self.password_edit.setMaxLength(MAX_LOGIN)
        self.password_edit.setValidator(SettingValidator("broker/password", self.password_edit))
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_note = _note(self)
        make_quiet(self.password_note)
        self.about_label = _note(self)
        self.test_button = QPushButton(self)
        self.test_button.setAutoDefault(False)
        self.test_result = _note(self)
        self.test = BrokerTest(self)
        self.test.finished.connect(self._on_test_finished)
        self._settings_path = settings_path
        self._build_layout()
        self.retranslate()
        self.load({key: SCHEMA[key].default for key in BROKER_KEYS})
        self.host_edit.textChanged.connect(self._on_edited)
        self.port_spin.valueChanged.connect(self._on_edited)
        self.tls_check.toggled.connect(self._on_tls_toggled)
        self.ca_edit.textChanged.connect(self._on_edited)
        self.ca_button.clicked.connect(self.choose_ca_file)
        self.username_edit.textChanged.connect(self._on_edited)
        self.password_edit.textChanged.connect(self._on_edited)
        self.test_button.clicked.connect(self.start_test)

    def _build_layout(self) -> None:
        form = QFormLayout()
        self.host_label = QLabel(self)
        self.host_label.setBuddy(self.host_edit)
        host_column = QVBoxLayout()
        host_column.setSpacing(2)
        host_column.addWidget(self.host_edit)
        host_column.addWidget(self.host_problem)
        form.addRow(self.host_label, host_column)
        self.port_label = QLabel(self)
        self.port_label.setBuddy(self.port_spin)
        port_row = QHBoxLayout()
        port_row.addWidget(self.port_spin)
        port_row.addWidget(self.tls_check)
        port_row.addStretch(1)
        form.addRow(self.port_label, port_row)
        self.ca_label = QLabel(self)
        self.ca_label.setBuddy(self.ca_edit)
        ca_row = QHBoxLayout()
        ca_row.addWidget(self.ca_edit, 1)
        ca_row.addWidget(self.ca_button)
        form.addRow(self.ca_label, ca_row)
        self.username_label = QLabel(self)
        self.username_label.setBuddy(self.username_edit)
        form.addRow(self.username_label, self.username_edit)
        self.password_label = QLabel(self)
        self.password_label.setBuddy(self.password_edit)
        form.addRow(self.password_label, self.password_edit)
        form.addRow("", self.password_note)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button, 0, Qt.AlignmentFlag.AlignTop)
        test_row.addWidget(self.test_result, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.about_label)
        layout.addLayout(form)
        layout.addLayout(test_row)
        layout.addStretch(1)

    def retranslate(self) -> None:
        """Set every text (again after a language change)."""
        self.about_label.setText(
            translate(
                "BrokerSettings",
                "Games over the internet go through an MQTT broker, which both players' "
                "computers reach. The default, %1, is a public test broker run by others: free, "
                "with no promise of staying up. It reads nothing of your games: every message "
                "is encrypted end to end with the secret in the invite link. Friends can run a "
                "broker of their own; the README says how.",
            ).replace("%1", DEFAULT_BROKER_HOST)
        )
        self.host_label.setText(translate("BrokerSettings", "&Broker:"))
        self.host_edit.setPlaceholderText(DEFAULT_BROKER_HOST)
        self.host_edit.setToolTip(translate("BrokerSettings", "The broker's host name or address."))
        self.port_label.setText(translate("BrokerSettings", "Port:"))
        self.port_spin.setToolTip(
            translate("BrokerSettings", "8883 for MQTT over TLS, 1883 for plain MQTT, unless told.")
        )
        self.tls_check.setText(translate("BrokerSettings", "&Use TLS"))
        self.tls_check.setToolTip(
            translate(
                "BrokerSettings",
                "An encrypted connection to the broker, its certificate checked. Without it "
                "the broker still reads nothing of a game, but your user name and password "
                "travel in the clear.",
            )
        )
        self.ca_label.setText(translate("BrokerSettings", "Certificate aut&hority:"))
        self.ca_edit.setPlaceholderText(translate("BrokerSettings", "the system's"))
        ca_tip = translate(
            "BrokerSettings",
            "Only for a broker whose certificate comes from an authority of its own (a "
            "friends' broker): that authority's certificate file (PEM or DER). Then only it is "
            "trusted. Empty: the authorities this computer trusts.",
        )
        self.ca_edit.setToolTip(ca_tip)
        self.ca_button.setText(translate("BrokerSettings", "Choose &file…"))
        self.ca_button.setToolTip(ca_tip)
        self.username_label.setText(translate("BrokerSettings", "User &name:"))
        self.username_edit.setPlaceholderText(translate("BrokerSettings", "none"))
        self.password_label.setText(translate("BrokerSettings", "Pass&word:"))
        self.password_edit.setPlaceholderText(translate("BrokerSettings", "none"))
        where = self._settings_path or translate("BrokerSettings", "the settings file")
        self.password_note.setText(
            translate(
                "BrokerSettings",
                "The password is stored in plain text in %1. Use one you use nowhere else.",
            ).replace("%1", where)
        )
        self.test_button.setText(translate("BrokerSettings", "Test &connection"))
        self.test_button.setToolTip(
            translate(
                "BrokerSettings",
                "Connect to this broker once, now, and say how it went. Nothing is sent "
                "before you press it.",
            )
        )
        self._refresh()

    # -- values --------------------------------------------------------------------------------

    def values(self) -> dict[str, Any]:
        """The broker as the fields show it, by settings key (an empty host field: the
        default broker, which its placeholder shows)."""
        return {
            "broker/host": self.host_edit.text().strip() or DEFAULT_BROKER_HOST,
            "broker/port": self.port_spin.value(),
            "broker/tls": self.tls_check.isChecked(),
            "broker/ca_file": self.ca_edit.text().strip(),
            "broker/username": self.username_edit.text(),
            "broker/password": self.password_edit.text(),
        }

    def load(self, values: Mapping[str, Any]) -> None:
        """Show ``values`` (by settings key) in the fields."""
        self.tls_check.blockSignals(True)
        self.tls_check.setChecked(bool(values["broker/tls"]))
        self.tls_check.blockSignals(False)
        self.host_edit.setText(str(values["broker/host"]))
        self.port_spin.setValue(int(values["broker/port"]))
        self.ca_edit.setText(str(values["broker/ca_file"]))
        self.username_edit.setText(str(values["broker/username"]))
        self.password_edit.setText(str(values["broker/password"]))
        self._on_edited()

    def broker(self) -> Broker | None:
        """The broker the fields describe, or None while its host is not one."""
        values = self.values()
        if broker_host_problem(values["broker/host"]):
            return None
        return broker_from_values(values)

    @Slot()
    def choose_ca_file(self) -> None:
        """Pick the certificate authority's file in a file dialog (Cancel keeps the field)."""
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("BrokerSettings", "Certificate Authority of the Broker"),
            self.ca_edit.text().strip(),
            translate("BrokerSettings", "Certificates (*.pem *.crt *.cer *.der);;All files (*)"),
        )
        if path:
            self.ca_edit.setText(path)

    # -- testing -------------------------------------------------------------------------------

    @Slot()
    def start_test(self) -> None:
        """Connect to the broker shown, once (``test.finished`` tells the outcome)."""
        broker = self.broker()
        if broker is None or self.test.running:
            return
        self.test_result.setEnabled(True)
        self.test_result.setText(
            translate("BrokerSettings", "Connecting to %1…").replace("%1", broker.address())
        )
        self.test.start(broker)
        self._refresh()

    def stop_test(self) -> None:
        """Stop a test under way (the dialog closes)."""
        if self.test.running:
            self.test.cancel()
            self.test_result.clear()
            self._refresh()

    @Slot(bool, str)
    def _on_test_finished(self, ok: bool, text: str) -> None:
        if ok:
            self.test_result.setText(text)
        else:
            self.test_result.setText(
                translate("BrokerSettings", "The test failed: %1").replace("%1", text)
            )
        self._refresh()

    # -- reacting ------------------------------------------------------------------------------

    @Slot(bool)
    def _on_tls_toggled(self, tls: bool) -> None:
        """Follow the usual port of the choice, unless the port was not the usual one."""
        usual_before = DEFAULT_PLAIN_PORT if tls else DEFAULT_TLS_PORT
        if self.port_spin.value() == usual_before:
            self.port_spin.setValue(DEFAULT_TLS_PORT if tls else DEFAULT_PLAIN_PORT)
        self._on_edited()

    @Slot()
    def _on_edited(self, *_args: object) -> None:
        if not self.test.running:
            self.test_result.clear()  # an outcome belongs to the broker it was for
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        problem = broker_host_problem(self.values()["broker/host"])
        self.host_problem.setText(problem)
        self.host_problem.setVisible(bool(problem))
        self.test_button.setEnabled(not problem and not self.test.running)
        tls = self.tls_check.isChecked()  # the authority checks a TLS broker only
        self.ca_edit.setEnabled(tls)
        self.ca_button.setEnabled(tls)


class BrokerDialog(QDialog):
    """The broker's fields (:class:`BrokerSettingsBox`, with its Test button) in a dialog of
    their own, for a window that needs another broker now (the Host dialog after the broker
    could not be reached). OK is offered only while the host is one; :meth:`broker` is the
    broker shown. Storing it is the caller's business."""

    def __init__(
        self, broker: Broker, parent: QWidget | None = None, *, settings_path: str = ""
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("BrokerSettings", "Broker for Internet Play"))
        self.box = BrokerSettingsBox(self, settings_path=settings_path)
        self.box.load(broker_values(broker))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.box, 1)
        self._layout.addWidget(self.buttons)
        self.box.changed.connect(self._refresh)
        self.box.test.finished.connect(self._fit)
        self._refresh()
        self.box.host_edit.setFocus()

    def _fit(self, *_args: object) -> None:
        """At least :data:`DIALOG_WIDTH` wide and as high as the wrapped notes need at that
        width (the layout's own least size would squeeze them to a line each)."""
        layout = self._layout
        layout.activate()
        width = max(DIALOG_WIDTH, layout.minimumSize().width())
        self.setMinimumSize(width, layout.totalHeightForWidth(width))

    def broker(self) -> Broker | None:
        """The broker the fields describe, or None while its host is not one."""
        return self.box.broker()

    def accept(self) -> None:
        """Close with the broker shown (nothing while its host is not one)."""
        if self.broker() is None:
            return
        self.box.stop_test()
        super().accept()

    def reject(self) -> None:
        """Close, the broker unchanged (a test under way stops)."""
        self.box.stop_test()
        super().reject()

    @Slot()
    def _refresh(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.broker() is not None)
        self._fit()  # a note on the host may have come or gone


def _note(parent: QWidget, name: str = "") -> QLabel:
    """A label of plain, wrapped, selectable text."""
    label = QLabel(parent)
    if name:
        label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
