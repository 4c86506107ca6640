"""The UDP media of the driver: channels resolved from URIs, socket transports and their poller."""
