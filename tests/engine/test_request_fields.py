"""Each request field is declared once (tenbou.road.request.REQUEST_FIELDS): docs/api.md's table, the
page's request_fields and the reader's checks come from that declaration and agree with it."""

from pathlib import Path

import pytest

import tenbou
from tenbou.faces.page_data import page_data
from tenbou.i18n import LANGUAGES
from tenbou.road.request import REQUEST_FIELDS, field_table

API_DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
GOOD = {"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True}


def test_the_table_in_docs_api_is_the_generated_one():
    doc = API_DOC.read_text(encoding="utf-8")
    table = field_table()
    assert table.splitlines()[0] in doc
    start = doc.index(table.splitlines()[0])
    end = doc.index("\n\n", start) + 1
    assert doc[start:end] == table, "docs/api.md's field table: paste tenbou.road.request.field_table()"


def test_the_table_names_every_field_once():
    table = field_table()
    for name in REQUEST_FIELDS:
        assert table.count(f"`{name}`") >= 1, name
    assert table.count("| required |") == 2  # hand and win_tile


def test_the_page_gets_values_most_and_entry_points():
    fields = {field["name"]: field for field in page_data()["request_fields"]}
    assert list(fields) == list(REQUEST_FIELDS)
    assert fields["win"]["values"] == ["ron", "tsumo"] and fields["win"]["default"] == "ron"
    assert fields["seat_wind"]["values"] == ["east", "south", "west", "north"]
    assert fields["lang"]["values"] == list(LANGUAGES) and {"en", "ja"} <= set(LANGUAGES)  # (the catalogs)
    assert (fields["honba"]["most"], fields["riichi_sticks"]["most"], fields["kita"]["most"]) == (999, 999, 4)
    assert fields["hand"]["most"] is None and fields["hand"]["values"] == []
    assert fields["win_tile"]["entry_points"] == fields["win"]["entry_points"] == ["score"]
    assert fields["hand"]["entry_points"] == ["score", "waits", "discards"]


def test_each_listed_value_is_accepted_and_another_refused():
    # (the reader's checks come from the declaration: every listed value scores, one more does not)
    for name in ("win", "seat_wind", "round_wind"):
        for value in REQUEST_FIELDS[name].values:
            assert tenbou.score({**GOOD, name: value})["ok"], (name, value)
        refused = tenbou.score({**GOOD, name: "nowhere"})
        assert refused["error"]["code"] == "bad_request" and "'nowhere'" in refused["error"]["message"]


def test_each_counter_is_accepted_to_its_most_and_refused_beyond():
    sanma = {"hand": "111m456p999p555s77z", "win_tile": "6p", "riichi": True, "rules": "tenhou_sanma"}
    for name in ("honba", "riichi_sticks", "kita"):
        most = REQUEST_FIELDS[name].most
        assert tenbou.score({**sanma, name: most})["ok"], name
        for beyond in (-1, most + 1):
            message = tenbou.score({**sanma, name: beyond})["error"]["message"]
            assert message == f"'{name}' must be from 0 to {most}, not {beyond}.", name


def test_waits_and_discards_refuse_the_score_only_fields():
    for name, field in REQUEST_FIELDS.items():
        if field.entry_points == ("score",):
            for call in (tenbou.waits, tenbou.discards):
                response = call({"hand": "123m46m999p555s77z", name: "5m"})
                assert response["error"]["code"] == "bad_request" and repr(name) in response["error"]["message"]


def test_each_command_line_option_sets_its_field():
    from tenbou.faces.cli import _hand_parser, request_from_args, situation_from_args
    argv = ["123m456m999p55s [777z]", "--win", "5s", "--tsumo", "--seat", "east", "--round", "south", "--riichi",
            "--double-riichi", "--pon", "222z", "--dora", "2m", "--ura", "3p", "--honba", "2", "--sticks", "1",
            "--kita", "1", "--rules", "tenhou"]
    request = request_from_args(_hand_parser("python -m tenbou").parse_args(argv))
    assert request == {
        "hand": "123m456m999p55s ", "melds": [{"kind": "pon", "tiles": "777z"}, {"kind": "pon", "tiles": "222z"}],
        "win_tile": "5s", "win": "tsumo", "seat_wind": "east", "round_wind": "south", "riichi": True,
        "double_riichi": True, "dora_indicators": "2m", "ura_dora_indicators": "3p", "honba": 2, "riichi_sticks": 1,
        "kita": 1, "rules": "tenhou"}
    # The defaults are left out, and the winning tile is the last one written outside brackets.
    assert request_from_args(_hand_parser("python -m tenbou").parse_args(["123m456m999p555s77z"])) == {
        "hand": "123m456m999p555s77z", "win_tile": "7z"}
    # Waits and discards take no winning tile and no way of winning.
    waits_parser = _hand_parser("python -m tenbou waits", "waits")
    assert situation_from_args(waits_parser.parse_args(["12346m999p555s77z", "--riichi"])) == {
        "hand": "12346m999p555s77z", "riichi": True}
    for score_only in ("--win", "--tsumo"):
        with pytest.raises(SystemExit):
            waits_parser.parse_args(["12346m999p555s77z", score_only, *(["5m"] if score_only == "--win" else [])])
