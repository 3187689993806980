"""Recorded games: Tenhou's mjlog XML and tenhou.net/6 JSON read into one plain shape
(:mod:`.shape`), replayed (:mod:`.replay`) and checked (:mod:`.check`): docs/logs.md."""

from .check import check_log, check_log_json, read_log, read_log_json

__all__ = ["check_log", "check_log_json", "read_log", "read_log_json"]
