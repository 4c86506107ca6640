"""Just enough of Aeron's ChannelUri to read IPC channels: media, the spy prefix and key=value params.

Syntax (aeron-client/src/main/java/io/aeron/ChannelUri.java at 1.51.0): ``[aeron-spy:]aeron:<media>``
optionally followed by ``?key=value|key=value``. Values run to the next ``|``; there is no escaping.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from aeronkit import config
from aeronkit.driver.exceptions import InvalidChannelError
from aeronkit.errors import ConfigurationError

AERON_SCHEME = "aeron"
SPY_QUALIFIER = "aeron-spy"
MAX_URI_LENGTH = 4095


@dataclass(frozen=True)
class ChannelUri:
    media: str
    params: dict[str, str] = field(default_factory=dict)
    spy: bool = False

    @property
    def is_ipc(self) -> bool:
        return self.media == "ipc"

    def get(self, key: str) -> str | None:
        return self.params.get(key)

    def size(self, key: str) -> int | None:
        text = self.params.get(key)
        if text is None:
            return None
        try:
            return config.parse_size(key, text)
        except ConfigurationError as ex:
            raise InvalidChannelError(f"{ex}: channel={self}") from None

    def duration_ns(self, key: str) -> int | None:
        text = self.params.get(key)
        if text is None:
            return None
        try:
            return config.parse_duration_ns(key, text)
        except ConfigurationError as ex:
            raise InvalidChannelError(f"{ex}: channel={self}") from None

    def integer(self, key: str) -> int | None:
        text = self.params.get(key)
        if text is None:
            return None
        try:
            value = int(text)
        except ValueError:
            raise InvalidChannelError(f"{key}={text} is not an integer: channel={self}") from None
        if not -(2**31) <= value < 2**31:
            raise InvalidChannelError(f"{key}={text} is outside the int32 range: channel={self}")
        return value

    def boolean(self, key: str, default: bool) -> bool:
        text = self.params.get(key)
        return default if text is None else text == "true"

    def __str__(self) -> str:
        prefix = f"{SPY_QUALIFIER}:" if self.spy else ""
        query = "|".join(f"{k}={v}" for k, v in self.params.items())
        return f"{prefix}{AERON_SCHEME}:{self.media}" + (f"?{query}" if query else "")


def parse(channel: str) -> ChannelUri:
    """Parse a channel or raise InvalidChannelError saying what is wrong with it."""
    if len(channel) > MAX_URI_LENGTH:
        raise InvalidChannelError(f"channel URI length {len(channel)} exceeds {MAX_URI_LENGTH}")
    text = channel
    spy = False
    if text.startswith(SPY_QUALIFIER + ":"):
        spy = True
        text = text[len(SPY_QUALIFIER) + 1 :]
    if not text.startswith(AERON_SCHEME + ":"):
        raise InvalidChannelError(f"Aeron URIs must start with 'aeron:', found: '{channel}'")
    rest = text[len(AERON_SCHEME) + 1 :]
    media, _, query = rest.partition("?")
    if not media:
        raise InvalidChannelError(f"no media specified: channel={channel}")
    params: dict[str, str] = {}
    if query:
        for part in query.split("|"):
            if not part:
                continue
            key, sep, value = part.partition("=")
            if not sep or not key:
                raise InvalidChannelError(f"parameter '{part}' has no key=value form: channel={channel}")
            params[key] = value
    return ChannelUri(media=media, params=params, spy=spy)
