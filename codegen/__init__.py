"""SBE schema compiler: lxml front end -> typed IR (ir.py) -> jinja2 back ends (python, c, spark)."""
