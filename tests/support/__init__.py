"""Shared test helpers: the one way tests wait, pick ports, talk to child processes and build Java programs.

Importable as ``support`` because tests/ has no ``__init__.py``: pytest's rootdir-conftest insertion puts
tests/ on ``sys.path`` before any test module is imported.
"""
