"""The SBE schemas aeronkit ships, as package data (``aeronkit.schemas``); see docs/formats/schemas.md."""
