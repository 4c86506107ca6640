"""The aeronkit client: connect to a media driver (ours or Aeron's) and publish or subscribe.

``Aeron.connect(Context(aeron_dir=...))`` then ``add_publication`` / ``add_exclusive_publication`` /
``add_subscription`` / ``add_counter``, their async forms, destinations and counter handlers; see
docs/client.md.
"""

from aeronkit.client.aeron import Aeron, Context
from aeronkit.client.batch import Batch
from aeronkit.client.client_conductor import (
    ChannelEndpointError,
    ClientTimeoutError,
    CounterHandler,
)
from aeronkit.client.controlled_fragment_assembler import (
    ControlledFragmentAssembler,
    ImageControlledFragmentAssembler,
)
from aeronkit.client.counter import Counter
from aeronkit.client.fragment_assembler import FragmentAssembler
from aeronkit.client.header import AssembledHeader, ControlledPollAction, Header
from aeronkit.client.image import Image
from aeronkit.client.publication import (
    ADMIN_ACTION,
    BACK_PRESSURED,
    CLOSED,
    MAX_POSITION_EXCEEDED,
    NOT_CONNECTED,
    BufferClaim,
    ExclusivePublication,
    Publication,
    ReservedValueSupplier,
)
from aeronkit.client.subscription import Subscription
from aeronkit.errors import ReentrantCallError

__all__ = [
    "ADMIN_ACTION",
    "BACK_PRESSURED",
    "CLOSED",
    "MAX_POSITION_EXCEEDED",
    "NOT_CONNECTED",
    "Aeron",
    "AssembledHeader",
    "Batch",
    "BufferClaim",
    "ChannelEndpointError",
    "ClientTimeoutError",
    "Context",
    "ControlledFragmentAssembler",
    "ControlledPollAction",
    "Counter",
    "CounterHandler",
    "ExclusivePublication",
    "FragmentAssembler",
    "Header",
    "Image",
    "ImageControlledFragmentAssembler",
    "Publication",
    "ReentrantCallError",
    "ReservedValueSupplier",
    "Subscription",
]
