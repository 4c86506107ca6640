"""Driver extensions that are not on by default, such as the loss generators tests use to force NAKs."""
