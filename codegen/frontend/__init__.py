"""The SBE XML front end: lxml parsing, XSD validation, type resolution, layout, version transform.

``parse_schema(path)`` is the entry point; everything else here serves it.
"""

from aeronkit.codegen.frontend.error_handler import ErrorHandler
from aeronkit.codegen.frontend.parser import parse_schema
from aeronkit.codegen.frontend.transform import at_version

__all__ = ["ErrorHandler", "at_version", "parse_schema"]
