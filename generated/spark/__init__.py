# generated from aeronkit's bundled schemas by aeronkit codegen; do not edit
"""Generated from the SBE schemas bundled with aeronkit: archive, archive_mark, cluster, cluster_mark, cluster_node_state, driver_commands, frames.

Import one module per schema, e.g. ``from aeronkit.spark_schemas import archive``;
nothing is imported eagerly so importing the package stays cheap.
"""
