"""Tenbou: riichi mahjong scoring (work in progress stub; the real engine lands next)."""
import json

__version__ = "0.1.0"


def score(request):
    return {"ok": False, "error": {"code": "not_winning", "message": "Engine not written yet."}}


def score_json(text):
    try:
        req = json.loads(text)
    except ValueError:
        return json.dumps({"ok": False, "error": {"code": "bad_request", "message": "Not JSON."}})
    return json.dumps(score(req))
