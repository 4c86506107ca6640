"""One shape for every component's settings: a table of ``Setting`` rows and a Context that concludes once.

Aeron gives each component a Context (MediaDriver.Context, Aeron.Context, Archive.Context,
AeronArchive.Context, ConsensusModule.Context, ...). Fields start from system properties, setters may change
them, and ``conclude()`` validates everything once, creates what the component needs (directories, mark
files, clients) and refuses a second call (aeron-client/src/main/java/io/aeron/CommonContext.java at 1.51.0,
``ConcurrentConcludeException``). This module is that shape, written once for every aeronkit component:

* a component declares ``SETTINGS``: one ``Setting`` row per attribute with Aeron's property name, default,
  parser and meaning (code-only settings such as clocks and handlers have no property);
* construction resolves each setting: keyword > ``-Dname=value`` property > ``AERON_*`` environment
  variable > default (aeronkit.config), so a bad property fails at once, naming itself; a keyword given as
  ``None`` counts as not given (Aeron's "null means the default"), so ``Context(aeron_dir=args.dir)`` works;
* attributes may be changed until ``conclude()``, which runs the component's ``_conclude`` hook (derived
  defaults, validation, creating resources), releases what that hook registered if it fails, refuses a
  second call, and then freezes every setting in the table;
* validation messages have one form, ``<property>=<value>: <requirement>``, built by ``invalid``.
"""

from __future__ import annotations

import contextlib
import copy
import enum
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Self, TypeVar

from aeronkit import config
from aeronkit.errors import ConfigurationError

T = TypeVar("T")

Parser = Callable[[str, str], T]
"""Turns a property's text into a value; called as ``parse(property_name, text)`` and raises
ConfigurationError naming the property when the text is not valid."""


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting of a component: attribute, Aeron's property name, default, parser and meaning.

    ``prop`` is None for settings that only code can give (clocks, handlers, injected objects); they are
    still listed so a Context knows every name it accepts. ``default`` may be a zero-argument callable for
    mutable or computed defaults (evaluated once per Context); a default that is itself a function (an
    error handler) is therefore wrapped: ``lambda: print_error``.
    """

    attr: str
    prop: str | None
    default: T | Callable[[], T] | None
    parse: Parser[T] | None
    meaning: str
    show: Callable[[T], object] | None = None
    """How ``describe`` shows the value when the attribute's unit differs from the property's (an
    attribute in milliseconds of a property whose bare number means nanoseconds shows as ``5000ms``)."""

    @property
    def name(self) -> str:
        """How messages name the setting: the Aeron property when there is one, else the attribute."""
        return self.prop if self.prop is not None else self.attr

    def from_environment(self) -> tuple[bool, T | None]:
        """(found, value) from a -D property or an AERON_* environment variable; found is False if neither."""
        if self.prop is None or self.parse is None:
            return False, None
        text = config.lookup(self.prop)
        if text is None:
            return False, None
        return True, self.parse(self.prop, text)

    def default_value(self) -> T | None:
        default = self.default
        if callable(default):
            return default()
        return default

    def resolve(self) -> T | None:
        """The value a new Context starts from: the property or environment variable, else the default.

        For code that needs one setting without a whole Context (a tool defaulting to ``aeron.dir``).
        """
        found, value = self.from_environment()
        return value if found else self.default_value()


def invalid(name: str, value: object, requirement: str) -> ConfigurationError:
    """The one form of a validation message: ``aeron.mtu.length=70000: must be <= 65504 (UDP payload)``."""
    return ConfigurationError(f"{name}={_show(value)}: {requirement}")


def _show(value: object) -> str:
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, enum.Enum):
        return str(value.value)  # enums print as Aeron spells them
    return str(value)


class Context:
    """Base of every component Context. Subclasses set ``SETTINGS`` and may override ``_conclude``.

    Subclasses annotate each setting attribute for the type checker (``aeron_dir: str``); the values are set
    here from the table. A subclass's ``_conclude`` calls ``self.on_release(fn)`` for each resource it
    creates, so a failure part-way through releases them in reverse order before the error propagates.
    """

    SETTINGS: ClassVar[tuple[Setting[Any], ...]] = ()
    COMPONENT: ClassVar[str] = "component"

    _concluded: bool
    _explicit: set[str]
    _releases: list[Callable[[], None]]

    def __init__(self, **settings: Any) -> None:
        object.__setattr__(self, "_concluded", False)
        object.__setattr__(self, "_explicit", set())
        object.__setattr__(self, "_releases", [])
        known = self._settings_by_attr()
        unknown = sorted(set(settings) - set(known))
        if unknown:
            raise ConfigurationError(
                f"unknown {self.COMPONENT} settings: {', '.join(unknown)} "
                f"(known: {', '.join(sorted(known))})")
        for setting in self.SETTINGS:
            if settings.get(setting.attr) is not None:
                value = settings[setting.attr]
                self._explicit.add(setting.attr)
            else:
                found, value = setting.from_environment()
                if found:
                    self._explicit.add(setting.attr)
                else:
                    value = setting.default_value()
            object.__setattr__(self, setting.attr, value)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        clashes = sorted(s.attr for s in cls.SETTINGS if hasattr(Context, s.attr))
        if clashes:
            raise TypeError(f"{cls.__name__} settings shadow Context members: {', '.join(clashes)}")

    @classmethod
    def _settings_by_attr(cls) -> dict[str, Setting[Any]]:
        return {s.attr: s for s in cls.SETTINGS}

    @classmethod
    def setting(cls, attr: str) -> Setting[Any]:
        """The table row of ``attr``; KeyError names the component when there is none."""
        try:
            return cls._settings_by_attr()[attr]
        except KeyError:
            raise KeyError(f"{cls.COMPONENT} has no setting {attr!r}") from None

    def __setattr__(self, name: str, value: Any) -> None:
        if name in self._settings_by_attr():
            if self._concluded:
                raise ConfigurationError(
                    f"{self.setting(name).name} cannot change: the {self.COMPONENT} context is concluded")
            self._explicit.add(name)
        object.__setattr__(self, name, value)

    # -- the one validation gate -------------------------------------------------------------------------

    @property
    def is_concluded(self) -> bool:
        return self._concluded

    def conclude(self) -> Self:
        """Fill derived defaults, validate and create resources once; then freeze the settings.

        A second call raises (as Aeron's ConcurrentConcludeException): a component started twice from one
        Context would share its resources.
        """
        if self._concluded:
            raise ConfigurationError(f"the {self.COMPONENT} context is already concluded")
        try:
            self._conclude()
        except BaseException:
            self.release()
            raise
        object.__setattr__(self, "_concluded", True)
        return self

    def ensure_concluded(self) -> Self:
        """Conclude unless already concluded: what launchers call on the context they are given.

        ``MediaDriver.launch(ctx)``, ``Aeron.connect(ctx)``, ``Archive.launch(ctx)`` and
        ``AeronArchive.connect(ctx)`` accept an open context (they conclude it) or one the caller concluded
        beforehand, e.g. to validate or print it first (docs/decisions.md, "Launchers and concluded
        contexts").
        """
        return self if self._concluded else self.conclude()

    def _conclude(self) -> None:
        """Component hook: derive defaults, validate (raise ``invalid(...)``), create resources."""

    def _derive(self, attr: str, value: Any) -> None:
        """Fill a setting that ``_conclude`` derives (an idle strategy from its sleep period, say).

        Unlike assignment, this does not count as given: ``is_set`` stays False and a ``copy`` derives
        the value afresh instead of sharing the derived object.
        """
        if self._concluded:
            raise ConfigurationError(
                f"{self.setting(attr).name} cannot change: the {self.COMPONENT} context is concluded")
        self.setting(attr)
        object.__setattr__(self, attr, value)

    def on_release(self, release: Callable[[], None]) -> None:
        """Register a clean-up for something ``_conclude`` (or the component) created with this context."""
        self._releases.append(release)

    def release(self) -> None:
        """Run the registered clean-ups, newest first; each runs even if an earlier one failed."""
        while self._releases:
            with contextlib.suppress(Exception):
                self._releases.pop()()

    # -- introspection -----------------------------------------------------------------------------------

    def is_set(self, attr: str) -> bool:
        """True when ``attr`` came from code, a property or the environment rather than the default."""
        self.setting(attr)
        return attr in self._explicit

    def name_of(self, attr: str) -> str:
        """The name messages use for ``attr``: its Aeron property, else the attribute."""
        return self.setting(attr).name

    def copy(self, **changes: Any) -> Self:
        """A new, unconcluded Context with the same given settings plus ``changes`` (what a launcher
        adjusts). Settings that were not given start again from their defaults, so values a conclude
        derived are derived afresh and mutable defaults are not shared."""
        unknown = sorted(set(changes) - set(self._settings_by_attr()))
        if unknown:
            raise ConfigurationError(f"unknown {self.COMPONENT} settings: {', '.join(unknown)}")
        clone = copy.copy(self)
        object.__setattr__(clone, "_concluded", False)
        object.__setattr__(clone, "_explicit", set(self._explicit))
        object.__setattr__(clone, "_releases", [])
        for setting in self.SETTINGS:
            if setting.attr not in self._explicit:
                object.__setattr__(clone, setting.attr, setting.default_value())
        for attr, value in changes.items():
            setattr(clone, attr, value)
        return clone

    def resolved(self) -> Iterator[tuple[Setting[Any], Any]]:
        """Each setting row with its current value, in table order."""
        for setting in self.SETTINGS:
            yield setting, getattr(self, setting.attr)

    def describe(self) -> dict[str, Any]:
        """Every configurable setting by Aeron property name, as resolved (what launchers print)."""
        out: dict[str, Any] = {}
        for setting, value in self.resolved():
            if setting.prop is None:
                continue
            if setting.show is not None and value is not None:
                value = setting.show(value)
            out[setting.prop] = value.value if isinstance(value, enum.Enum) else value
        return out

    def __repr__(self) -> str:
        state = "concluded" if self._concluded else "open"
        shown = ", ".join(f"{s.attr}={v!r}" for s, v in self.resolved() if s.prop is not None)
        return f"{type(self).__name__}({state}: {shown})"


# -- checks shared by every component, each raising ``invalid`` --------------------------------------------


def check_positive(name: str, value: int) -> None:
    if value <= 0:
        raise invalid(name, value, "must be > 0")


def check_not_negative(name: str, value: int) -> None:
    if value < 0:
        raise invalid(name, value, "must be >= 0")


def check_range(name: str, value: int, low: int, high: int, why: str = "") -> None:
    """low <= value <= high; ``why`` says where the bound comes from (e.g. ``max UDP payload``)."""
    if not low <= value <= high:
        suffix = f" ({why})" if why else ""
        raise invalid(name, value, f"must be in [{low}, {high}]{suffix}")


def check_power_of_two(name: str, value: int) -> None:
    if value <= 0 or value & (value - 1):
        raise invalid(name, value, "must be a power of two")


def parse_str(prop: str, text: str) -> str:
    return text


def parse_int(prop: str, text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise invalid(prop, text, "must be an integer") from None


def parse_ms(prop: str, text: str) -> int:
    """Milliseconds: a bare number is milliseconds (Aeron reads such properties with getLong), and a
    duration with a unit (``5s``, ``200ms``) is accepted too."""
    stripped = text.strip()
    if stripped.isdigit():
        return int(stripped)
    return config.parse_duration_ns(prop, stripped) // 1_000_000


parse_bool = config.parse_bool
parse_size = config.parse_size
parse_duration_ns = config.parse_duration_ns
