"""The tests' Hypothesis settings (``tests/conftest.py``): no clock decides a property test."""

from __future__ import annotations

from hypothesis import HealthCheck, settings


def test_property_tests_have_no_deadline_and_no_slowness_check() -> None:
    current = settings()
    assert current.deadline is None  # a loaded machine's slow example is not a failure
    assert HealthCheck.too_slow in current.suppress_health_check
