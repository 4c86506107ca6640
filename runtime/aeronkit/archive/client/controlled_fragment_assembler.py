"""Reassembly of fragmented control messages for controlled polls: the client's ControlledFragmentAssembler.

The archive's responses are usually one frame, but a recording descriptor with long channel strings can
exceed the control channel's MTU and arrive in fragments; the control pollers reassemble them with
aeronkit.client.controlled_fragment_assembler (Aeron's ControlledFragmentAssembler), kept importable here.
"""

from aeronkit.client.controlled_fragment_assembler import ControlledFragmentAssembler

__all__ = ["ControlledFragmentAssembler"]
