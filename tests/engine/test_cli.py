"""``python -m tenbou score``: JSON Lines in and out, errors as lines, the batch goes on.
(The CLI is called in-process, so this also runs inside Pyodide.)"""

import io
import json
import subprocess
import sys

import pytest

from tenbou.faces.cli import main, run_jsonl


def test_json_lines_batch_goes_on_after_a_bad_line():
    lines = [
        json.dumps({"hand": "123m456m999p555s77z", "win_tile": "5m", "riichi": True, "dora_indicators": "2m"}),
        "this is not json",
        "",
        json.dumps({"hand": "11234567789p444z", "win_tile": "7p", "win": "tsumo", "seat_wind": "west"}),
    ]
    out = io.StringIO()
    errors = run_jsonl(io.StringIO("\n".join(lines) + "\n"), out)
    responses = [json.loads(line) for line in out.getvalue().splitlines()]
    assert errors == 1
    assert [r["ok"] for r in responses] == [True, False, True]
    assert responses[0]["total"] == 3200                     # docs/fu.md, worked example 1
    assert responses[1]["error"]["code"] == "bad_request"
    assert responses[2]["payments"] == {"dealer": 4000, "non_dealer": 2000}  # docs/fu.md, worked example 3


def test_main_reads_stdin(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO('{"hand": "234567m234567p88s", "win_tile": "7p", "win": "tsumo"}\n'))
    assert main(["score"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["fu"] == 20 and r["payments"] == {"dealer": 1300, "non_dealer": 700}


def test_pretty_one_hand_fu_guide_example_1():
    out = io.StringIO()
    rc = main(["123m456m999p555s77z", "--win", "5m", "--riichi", "--dora", "2m"], out=out)
    text = out.getvalue()
    assert rc == 0
    assert "closed wait (kanchan) on 5 of characters" in text and "concealed triplet of 9 circles" in text
    assert "46, rounded up to 50" in text
    assert "2 han 50 fu: 3,200 from the discarder" in text


def test_pretty_with_melds_and_tsumo_fu_guide_example_3():
    out = io.StringIO()
    main(["score", "--pretty", "11234567789p444z", "--win", "7p", "--tsumo", "--seat", "west"], out=out)
    assert "4 han 40 fu, mangan: 4,000 from the dealer, 2,000 from each non-dealer" in out.getvalue()


def test_pretty_three_player_tsumo_names_the_one_other_non_dealer():
    # Tenhou 3P (docs/rules.md, "Three players (sanma)"): a non-dealer's self-draw is paid by the
    # dealer and the one other non-dealer; seven pairs by tsumo, 3 han 25 fu: 800-1,600 (the tables).
    out = io.StringIO()
    main(["score", "--pretty", "1199m5577p2299s11z", "--win", "1z", "--tsumo", "--seat", "south", "--rules", "tenhou_sanma"], out=out)
    assert "3 han 25 fu: 1,600 from the dealer, 800 from the other non-dealer" in out.getvalue()
    out = io.StringIO()
    main(["score", "--pretty", "--lang", "ja", "1199m5577p2299s11z", "--win", "1z", "--tsumo", "--seat", "south",
          "--rules", "tenhou_sanma"], out=out)
    assert "親から1600点、子から800点" in out.getvalue() and "ずつ" not in out.getvalue()


def test_pretty_error_exit_status():
    out = io.StringIO()
    assert main(["123m456m999p555s77z", "--win", "9m"], out=out) == 1
    assert out.getvalue().startswith("error (win_tile_not_in_hand)")


def test_pretty_json_and_open_meld():
    out = io.StringIO()
    main(["567p456s33p678s", "--win", "6s", "--chi", "234m", "--seat", "west", "--json"], out=out)
    r = json.loads(out.getvalue())
    assert (r["han"], r["fu"], r["total"]) == (1, 30, 1000)   # docs/fu.md, worked example 2


def test_help_reads_as_plain_text():
    # --help prints the command line's own description, without reST's marks (``code``,
    # :data:`name`, the "::" before an example), then argparse's usage.
    out = io.StringIO()
    assert main(["--help"], out=out) == 0
    text = out.getvalue()
    assert "python -m tenbou score reads JSON Lines on stdin" in text
    assert "(any language of tenbou.i18n.LANGUAGES)" in text
    assert "``" not in text and ":data:" not in text and "::" not in text
    assert "usage: python -m tenbou" in text


def pretty(argv):
    out = io.StringIO()
    status = main(argv, out)
    return status, out.getvalue()


def test_rules_may_be_an_override_object():
    # North bisection is chosen by an override (docs/rules.md, "sanma_tsumo"). Riichi, tsumo,
    # red dragon and three concealed triplets (2): 5 han, a mangan. A non-dealer's mangan tsumo
    # is 3,000 from the other non-dealer and 5,000 from the dealer in the published bisection
    # table there, 2,000 and 4,000 with tsumo loss.
    hand = ["111m999m123p55s777z", "--win", "5s", "--tsumo", "--riichi"]
    status, text = pretty([*hand, "--rules", '{"base": "tenhou_sanma", "sanma_tsumo": "bisection"}', "--json"])
    assert status == 0 and json.loads(text)["payments"] == {"dealer": 5000, "non_dealer": 3000}
    status, text = pretty([*hand, "--rules", "tenhou_sanma", "--json"])
    assert status == 0 and json.loads(text)["payments"] == {"dealer": 4000, "non_dealer": 2000}


def test_the_score_header_and_the_practice_question_show_the_norths_set_aside():
    status, text = pretty(["111m999m123p55s777z", "--win", "5s", "--rules", "tenhou_sanma", "--kita", "2"])
    assert status == 0 and text.splitlines()[0].endswith("round east, norths set aside (kita): 2)")
    status, text = pretty(["--lang", "ja", "111m999m123p55s777z", "--win", "5s", "--rules", "tenhou_sanma", "--kita", "1"])
    assert status == 0 and text.splitlines()[0].endswith("場風 東、北抜き1枚）")
    # A practice question with norths set aside (seed 2 of the wait topic sets one aside).
    status, text = pretty(["practice", "--topic", "wait", "--seed", "2", "--rules", "tenhou_sanma", "--json"])
    assert json.loads(text)["question"]["kita"] == 1
    from tenbou.faces.cli import _practice
    out = io.StringIO()
    _practice(["--topic", "wait", "--seed", "2", "--rules", "tenhou_sanma"], out, None, answer_after=lambda _: None)
    assert "norths set aside (kita): 1" in out.getvalue().split("\n\n")[1]


def test_a_red_five_is_named_as_written_when_three_players_do_not_have_it():
    # 0m is a red 5m: not in play with three players (docs/rules.md, "players"); the message
    # names the tile the request wrote.
    status, text = pretty(["111m999m123p0m777z5s", "--rules", "tenhou_sanma"])
    assert status == 1 and "hand: 0m is not in play" in text
    status, text = pretty(["111m999m123p55s777z", "--win", "5s", "--dora", "0m", "--rules", "tenhou_sanma"])
    assert status == 1 and "dora_indicators: 0m is not in play" in text


@pytest.mark.skipif(sys.platform == "emscripten", reason="no processes in Pyodide: the CPython run of this suite runs it")
def test_output_cut_short_by_its_reader_ends_quietly():
    """`python -m tenbou practice < many.jsonl | head -1`: no traceback once the reader has gone
    (Python's documentation, "Note on SIGPIPE"), exit status 1."""
    lines = "".join(json.dumps({"topic": "payment", "seed": seed}) + "\n" for seed in range(1000))  # (fits a pipe)
    run = subprocess.Popen([sys.executable, "-m", "tenbou", "practice"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    run.stdin.write(lines)
    run.stdin.close()
    assert run.stdout.readline().startswith('{"ok": true')
    run.stdout.close()  # the reader goes, as head does
    assert run.wait(timeout=120) == 1
    assert run.stderr.read() == ""
