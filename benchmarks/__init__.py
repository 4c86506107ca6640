"""Side-by-side benchmarks: aeronkit beside its anchors (Aeron Java, hand-written baselines, other libraries).

Benchmarks are not tests. Each suite runs every case after a warm-up, several times, alternating between
implementations, and reports medians (and percentiles for latency) plus ratios. Results go to
benchmarks/results/<suite>.json and <suite>.md.
"""
