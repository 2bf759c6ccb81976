"""Logging: the switches, the logger's name and redaction (the client's lines are proven by the behaviour tests)."""

import io
import logging
import os
import sys
import unittest

from sdkgen_runtime.logs import LOGGER_NAME, configure_logging, logger, redact_headers
from sdkgen_runtime.responses import request_id_of


class LogsTestCase(unittest.TestCase):
    def setUp(self) -> None:
        self.addCleanup(logger.setLevel, logging.NOTSET)
        self.addCleanup(lambda: [logger.removeHandler(h) for h in list(logger.handlers)])
        self.addCleanup(os.environ.pop, "SDK_TEST_LOG", None)

    def test_the_logger_is_named_after_the_package(self) -> None:
        self.assertEqual(LOGGER_NAME, "sdkgen_runtime")

    def test_nothing_changes_without_a_switch(self) -> None:
        configure_logging(None, "SDK_TEST_LOG")
        self.assertEqual((logger.level, logger.handlers), (logging.NOTSET, []))

    def test_the_option_wins_over_the_variable_and_one_handler_to_stderr_is_added(self) -> None:
        os.environ["SDK_TEST_LOG"] = "info"
        err = io.StringIO()
        real, sys.stderr = sys.stderr, err
        try:
            configure_logging("DEBUG", "SDK_TEST_LOG")
            configure_logging(None, "SDK_TEST_LOG")  # a second client: no second handler, the level stays the lowest
        finally:
            sys.stderr = real
        self.assertEqual((logger.level, len(logger.handlers)), (logging.DEBUG, 1))
        logger.debug("hello %s", "there")
        self.assertIn("sdkgen_runtime DEBUG] hello there", err.getvalue())

    def test_an_unknown_value_is_refused_naming_its_source(self) -> None:
        os.environ["SDK_TEST_LOG"] = "loud"
        with self.assertRaisesRegex(ValueError, "SDK_TEST_LOG must be one of info, debug, got 'loud'"):
            configure_logging(None, "SDK_TEST_LOG")
        with self.assertRaisesRegex(ValueError, "log_level must be one of"):
            configure_logging("trace", None)

    def test_credentials_are_redacted_in_any_case(self) -> None:
        text = redact_headers({"authorization": "Bearer s1", "Cookie": "a=s2", "X-Api-Key": "s3", "Accept": "*/*"}, ["x-api-key"])
        self.assertEqual(text, "authorization: REDACTED, Cookie: REDACTED, X-Api-Key: REDACTED, Accept: */*")

    def test_request_id_of_reads_only_the_configured_header(self) -> None:
        headers = {"x-request-id": "req", "x-trace": "tr", "request-id": "other"}
        self.assertEqual(request_id_of(headers), "req")
        self.assertEqual(request_id_of(headers, "X-Trace"), "tr")
        self.assertIsNone(request_id_of({"x-request-id": "req", "x-trace": ""}, "X-Trace"))
        self.assertEqual(request_id_of({"request-id": "other"}), "other")
