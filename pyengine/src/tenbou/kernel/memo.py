"""Remembered partial results (memos), every one in one registry.

A memo keeps the results of a pure function of one argument that recur from hand to hand (a
suit's splits, what a count of han and fu pays, the JSON of a yaku entry): ``memo[argument]``
is a plain dict look-up on a hit, and calls the function on a miss. Each memo is made here,
with a name and a bound (the most results it keeps: when full, it forgets them all at once),
and registers itself in :data:`REGISTRY`: :func:`clear_all` empties every one of them
(:func:`tenbou.road.api.clear_memos`), and ``tests/engine/test_memos.py`` checks that each stays
within its bound and that the registry knows every memo of the engine. Each memo's comment gives
the bench figure that keeps it (docs/engine.md, "Memos and tables").

None of this changes a response: errors are not kept (they are raised again each time), and a
memo that is emptied, or kept to a bound of 0, gives the same results, only slower.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

#: The bound of most memos: results kept before a memo forgets them all at once (a few hundred
#: bytes each).
MEMO_KEPT = 4096
#: The longest argument (a text) whose result a memo of request texts keeps: a text padded with
#: whitespace must not hold memory.
MEMO_KEY_MAX = 48

#: Every memo of the engine, by name (``"<module>.<what>"``).
REGISTRY: dict[str, Memo[Any, Any]] = {}

#: A memo's argument (hashable: a dict key).
Argument = TypeVar("Argument", bound=Hashable)
#: A memo's result.
Result = TypeVar("Result")


class Memo(dict[Argument, Result], Generic[Argument, Result]):
    """The results of ``function`` (one argument in, one result out), remembered: a
    ``dict[argument, result]``.

    :param name: its name in :data:`REGISTRY` (``"scoring.payouts"``); a name is registered once.
    :param function: what it remembers; None for a memo filled by :meth:`remember`.
    :param bound: the most results kept (:data:`MEMO_KEPT` by default); when full, the memo is
        emptied before the next result is kept. 0 keeps nothing (to measure a memo's worth).
    :param key_max: for arguments that come from a request's text: the longest whose result is
        kept (:data:`MEMO_KEY_MAX`); None for arguments of bounded size (tiles, counts, tuples).
    :raises ValueError: for a name already registered.
    """

    __slots__ = ("name", "function", "bound", "key_max")

    def __init__(self, name: str, function: Callable[[Argument], Result] | None = None, bound: int = MEMO_KEPT,
                 key_max: int | None = None):
        super().__init__()
        if name in REGISTRY:
            raise ValueError(f"a memo named {name!r} is already registered")
        self.name, self.function, self.bound, self.key_max = name, function, bound, key_max
        REGISTRY[name] = self

    def __missing__(self, argument: Argument) -> Result:
        if self.function is None:  # (a memo filled by :meth:`remember` is read with ``get``)
            raise KeyError(argument)
        value = self.function(argument)
        self.remember(argument, value)
        return value

    def remember(self, argument: Argument, value: Result) -> None:
        """Keep ``value`` as the result for ``argument`` (unless the argument is too long)."""
        if self.key_max is not None and isinstance(argument, str) and len(argument) > self.key_max:
            return
        if len(self) >= self.bound:
            self.clear()
            if not self.bound:
                return
        self[argument] = value

    def __repr__(self) -> str:
        return f"<Memo {self.name}: {len(self)} of {self.bound}>"

    # A memo is one object, registered: it compares and hashes by identity, not as a dict.
    __eq__ = object.__eq__
    __ne__ = object.__ne__
    # (typeshed declares dict's __hash__ None, unhashable, so mypy refuses any other; a memo is
    # one registered object and hashes by identity.)
    __hash__ = object.__hash__  # type: ignore[assignment]


def clear_all() -> None:
    """Empty every registered memo, as on a fresh start (for benchmarks that measure a cold
    engine). Responses do not change; only the time to reach them."""
    for memo in REGISTRY.values():
        memo.clear()
