"""The page's catalogs (site/js/lang/*.js, read through js/i18n.js): every language has the same
keys with the same {field} marks, every key is used by the page's code, every key the code names
is in the catalogs, and index.html's own English (shown before the scripts run) is the catalog's.

A key counts as used when the code (site/js, index.html, build.py) names it in quotes, when it matches a
template literal with a fixed start ("palette.${id}.label"), or when it is a plural form
("waits.count.one") of a key the code names (js/i18n.js plural()).
"""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
PLURAL_FORMS = ("zero", "one", "two", "few", "many", "other")
FIELD = re.compile(r"\{(\w+)\}")
VOID_TAGS = {"meta", "link", "br", "img", "input", "hr", "source"}


@pytest.fixture(scope="module")
def catalogs(browser, modules_url):
    """{language id: {key: text}}, as js/i18n.js reads them in the built site: each language's
    catalog (every one loaded) with its few always-loaded words (js/lang/names.js)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(modules_url)
    got = page.evaluate("""async () => {
        const i18n = await import("./js/i18n.js");
        const names = (await import("./js/lang/names.js")).default;
        const texts = {};
        for (const lang of i18n.LANGUAGES) texts[lang] = { ...names[lang], ...(await i18n.loadCatalog(lang)) };
        return { texts, shared: i18n.LANGUAGES.flatMap((lang) => Object.keys(names[lang]).filter((key) => key in i18n.CATALOGS[lang])) };
    }""")
    context.close()
    assert got["shared"] == [], "a key both in js/lang/names.js and in a catalog: one home for each text"
    return got["texts"]


def code_files():
    """The page's code, and build.py, which writes the web app manifests from catalog keys (MANIFEST_TEXTS)."""
    return [p for p in SITE.rglob("*.js") if "lang" not in p.relative_to(SITE).parts] + [SITE / "index.html", ROOT / "build.py"]


def code_text():
    return "\n".join(p.read_text(encoding="utf-8") for p in code_files())


def named_keys(text):
    """Every quoted string in the code that looks like a key (dotted, no spaces)."""
    return set(re.findall(r"""["'`]([a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+)["'`]""", text))


def key_patterns(text):
    """Template literals that make keys: `palette.${id}.label` -> regex ^palette\\.[^.]+\\.label$."""
    patterns = []
    for literal in re.findall(r"`([a-z][A-Za-z0-9_]*\.[^`\s$]*(?:\$\{[^}]*\}[^`\s$]*)+)`", text):
        parts = re.split(r"\$\{[^}]*\}", literal)
        patterns.append(re.compile("^" + "[^.]+".join(re.escape(p) for p in parts) + "$"))
    return patterns


def test_english_and_japanese_are_there(catalogs):
    assert {"en", "ja"} <= set(catalogs)


def test_every_language_has_the_keys_and_fields_of_english(catalogs):
    english = catalogs["en"]
    for lang, catalog in catalogs.items():
        assert sorted(catalog) == sorted(english), f"{lang}: keys differ from English"
        differing = [key for key in english if set(FIELD.findall(english[key])) != set(FIELD.findall(catalog[key]))]
        assert differing == [], f"{lang}: texts whose {{fields}} differ from English"


def test_catalog_files_keep_their_keys_sorted():
    for path in sorted((SITE / "js" / "lang").glob("*.js")):
        keys = re.findall(r'^\s*"([^"]+)":', path.read_text(encoding="utf-8"), re.M)
        assert keys == sorted(keys), f"{path.name}: keys not sorted"


def test_every_key_is_used_by_the_page(catalogs):
    text = code_text()
    named, patterns = named_keys(text), key_patterns(text)

    def used(key):
        base, _, form = key.rpartition(".")
        return key in named or any(p.match(key) for p in patterns) or (form in PLURAL_FORMS and base in named)

    assert [key for key in catalogs["en"] if not used(key)] == []


def test_every_key_the_page_names_is_in_the_catalogs(catalogs):
    """Quoted dotted names in the code that start like a catalog key are catalog keys (or plural bases)."""
    english = catalogs["en"]
    areas = {key.split(".")[0] for key in english}
    bases = {key.rpartition(".")[0] for key in english if key.rpartition(".")[2] in PLURAL_FORMS}
    not_keys = {"engine-data.js"}  # file names and the like, which look like keys
    missing = sorted(key for key in named_keys(code_text())
                     if key.split(".")[0] in areas and key not in english and key not in bases and key not in not_keys
                     and not re.search(r"\.(js|css|html|json|png|svg|webmanifest)$", key))
    assert missing == []


#: What is code in a page text, where a colon is the half-width one typed: an example of what to
#: type ("例: 123m456p789s1122z 2z", "e.g. pon:777z") and words joined by a colon (pon:777z).
CODE_LIKE = re.compile(r"(?:例|e\.g\.): [!-~][ -~]*|[A-Za-z0-9_]+:[A-Za-z0-9_]+")


def colons_outside_code(text):
    """The colons of a text, code-like examples left out: a set of ':' and '：'."""
    return {ch for ch in CODE_LIKE.sub("", text) if ch in ":："}


def test_the_code_like_examples_are_found():
    assert colons_outside_code("例: 123m456p789s1122z 2z") == set()
    assert colons_outside_code("種類と牌をコロンでつないで書いてください（例: pon:777z）。") == set()
    assert colons_outside_code("write kind:tiles with kind {kinds} (e.g. pon:777z).") == set()
    assert colons_outside_code("{total}点: {parts}") == {":"}
    assert colons_outside_code("エンジンがこの手を計算できませんでした: {message}") == {":"}


def test_no_text_mixes_half_and_full_width_colons(catalogs):
    """A Japanese text writes the full-width colon 「：」, as the engine's Japanese does (a text
    may wrap an engine message); the half-width one only in code-like examples (例: 123m...)."""
    for lang, catalog in catalogs.items():
        mixed = {key: text for key, text in catalog.items() if colons_outside_code(text) == {":", "："}}
        assert mixed == {}, lang
    half_width = {key: text for key, text in catalogs["ja"].items() if ":" in colons_outside_code(text)}
    assert half_width == {}


#: Page texts in Japanese as a Japanese player writes them (docs/i18n.md, "Japanese terms"): the wait names,
#: the keyboard hints, the hints.
JAPANESE_TEXTS = {
    "wait.shanpon": "シャンポン待ちで和了。",
    "hand.keys": "矢印キーで牌を選び、Deleteで外し、Wで和了牌にします。",
    "palette.keys": "矢印キーで牌を選び、Home・Endで種類の端の牌へ、数字キーでその数の牌へ移動し、Enterで牌を加えます。",
    "flag.renhou.hint": "子が第一ツモの前にロン和了",
    "rules.unknown": "このルールには対応していません。上のルールから選んでください。",
    "game.new.hint": "ルール（対局中は変わりません）を選び、対局者の名前を入力してください。1番目の人が起家です。",
    "situation.conditions": "和了時の状況",
    "waits.discardsIntro.other": "和了形ではありません。推奨打牌（打牌後{n}向聴）：",
    "result.engineError": "エンジンがこの手を計算できませんでした：{message}",
    # Three players: the north set aside is 北抜き, each one a 抜きドラ; a self-draw's payment
    # without the north seat is ツモ損 or 北家折半.
    "quick.kita": "北抜き",
    "quick.kitaBadge.other": "抜きドラ{n}枚",
    "chart.sanma.loss": "三人麻雀・ツモ損あり：ツモ和了は残る2人が四人麻雀と同じ額を払い、いない北家の分は払われません。",
    "chart.sanma.bisection": "三人麻雀・北家折半：ツモ和了でいない北家が払うはずの分を、払う2人で折半します。",
}


def test_japanese_texts_as_players_write_them(catalogs):
    assert {key: catalogs["ja"][key] for key in JAPANESE_TEXTS} == JAPANESE_TEXTS
    assert not any(word in text for text in catalogs["ja"].values() for word in ("双碰", "牌を移り", "四倍役満"))


def test_what_a_dealer_tsumo_is_paid_leaves_out_the_winner(catalogs):
    # 子から各 in Japanese (docs/i18n.md); "from each player" could include the winner.
    assert not any("from each player" in text for text in catalogs["en"].values())
    assert catalogs["en"]["summary.each"] == "{each} from each of the others"
    assert catalogs["en"]["flag.renhou.hint"] == "non-dealer's ron before the first draw"


class StaticTexts(HTMLParser):
    """index.html's data-i18n elements and their text, and data-i18n-content attributes."""

    def __init__(self):
        super().__init__()
        self.found, self.open = {}, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-i18n-content" in attrs:
            self.found[attrs["data-i18n-content"]] = attrs.get("content", "")
        if tag in VOID_TAGS:
            return
        self.open.append(attrs.get("data-i18n"))
        if attrs.get("data-i18n"):
            self.found[attrs["data-i18n"]] = ""

    def handle_endtag(self, tag):
        if self.open:
            self.open.pop()

    def handle_data(self, data):
        for key in self.open:
            if key:
                self.found[key] += data


def test_index_html_shows_the_english_catalogs_texts(catalogs):
    """Before the scripts run the page shows English; it must be the catalog's English."""
    html = (SITE / "index.html").read_text(encoding="utf-8")
    parser = StaticTexts()
    parser.feed(html)
    assert parser.found, "no data-i18n element in index.html"
    assert {key: text.strip() for key, text in parser.found.items()} == {key: catalogs["en"][key] for key in parser.found}
    title = re.search(r"<title>(.*?)</title>", html).group(1)
    assert title == catalogs["en"]["page.title"]
