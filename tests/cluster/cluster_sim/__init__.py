"""The election simulation campaign (issue 14): many seeds of a whole simulated cluster under faults.

It lives under tests/ and not in the package: everything here is test scaffolding (a modelled disk, a
modelled log, invariant checks) that nothing in aeronkit imports, and ``nox -s cluster_sim`` runs it as a
script (``campaign.py``) beside the installed package, as ``nox -s cluster_jepsen`` runs its campaign.
docs/cluster-election.md, "Simulation campaign", says what it checks and what it does not model yet.
"""
