"""Tenhou's yaku, by number (mjlog ``yaku`` and ``yakuman``) and by name (tenhou.net/6), and
our yaku ids for them: the table of docs/logs.md, "Yaku ids".
"""

from __future__ import annotations

#: Tenhou's yaku numbers 0 to 54, each with its name as Tenhou's viewer writes it and our id.
TENHOU_YAKU = (
    (0, "門前清自摸和", "menzen_tsumo"), (1, "立直", "riichi"), (2, "一発", "ippatsu"),
    (3, "槍槓", "chankan"), (4, "嶺上開花", "rinshan"), (5, "海底摸月", "haitei"),
    (6, "河底撈魚", "houtei"), (7, "平和", "pinfu"), (8, "断幺九", "tanyao"), (9, "一盃口", "iipeikou"),
    (10, "自風 東", "yakuhai_seat_wind"), (11, "自風 南", "yakuhai_seat_wind"),
    (12, "自風 西", "yakuhai_seat_wind"), (13, "自風 北", "yakuhai_seat_wind"),
    (14, "場風 東", "yakuhai_round_wind"), (15, "場風 南", "yakuhai_round_wind"),
    (16, "場風 西", "yakuhai_round_wind"), (17, "場風 北", "yakuhai_round_wind"),
    (18, "役牌 白", "yakuhai_haku"), (19, "役牌 發", "yakuhai_hatsu"), (20, "役牌 中", "yakuhai_chun"),
    (21, "両立直", "double_riichi"), (22, "七対子", "chiitoitsu"), (23, "混全帯幺九", "chanta"),
    (24, "一気通貫", "ittsu"), (25, "三色同順", "sanshoku_doujun"), (26, "三色同刻", "sanshoku_doukou"),
    (27, "三槓子", "sankantsu"), (28, "対々和", "toitoi"), (29, "三暗刻", "sanankou"),
    (30, "小三元", "shousangen"), (31, "混老頭", "honroutou"), (32, "二盃口", "ryanpeikou"),
    (33, "純全帯幺九", "junchan"), (34, "混一色", "honitsu"), (35, "清一色", "chinitsu"),
    (36, "人和", "renhou"), (37, "天和", "tenhou"), (38, "地和", "chiihou"), (39, "大三元", "daisangen"),
    (40, "四暗刻", "suuankou"), (41, "四暗刻単騎", "suuankou_tanki"), (42, "字一色", "tsuuiisou"),
    (43, "緑一色", "ryuuiisou"), (44, "清老頭", "chinroutou"), (45, "九蓮宝燈", "chuuren"),
    (46, "純正九蓮宝燈", "junsei_chuuren"), (47, "国士無双", "kokushi"),
    (48, "国士無双１３面", "kokushi_13"), (49, "大四喜", "daisuushii"), (50, "小四喜", "shousuushii"),
    (51, "四槓子", "suukantsu"), (52, "ドラ", "dora"), (53, "裏ドラ", "ura_dora"), (54, "赤ドラ", "aka_dora"),
)

#: Our id of each of Tenhou's yaku numbers.
BY_NUMBER = {number: ours for number, _, ours in TENHOU_YAKU}

#: Our id of each name a tenhou.net/6 log writes (spaces and the colon some converters put
#: after 役牌/自風/場風 left out), with the names converters use beside Tenhou's own.
BY_NAME = {name.replace(" ", ""): ours for _, name, ours in TENHOU_YAKU} | {
    "抜きドラ": "nukidora", "北抜き": "nukidora", "国士無双十三面待ち": "kokushi_13",
    "四暗刻単騎待ち": "suuankou_tanki", "純正九蓮宝燈": "junsei_chuuren", "九蓮宝燈": "chuuren",
    "一気通貫": "ittsu", "三色同順": "sanshoku_doujun", "ダブル立直": "double_riichi",
    "ダブルリーチ": "double_riichi", "門前清自摸": "menzen_tsumo", "自摸": "menzen_tsumo",
    "流し満貫": "nagashi_mangan", "役牌場風牌": "yakuhai_round_wind", "役牌自風牌": "yakuhai_seat_wind",
}


def yaku_of_name(name: str) -> str | None:
    """Our id for a yaku's name as a tenhou.net/6 log writes it (``"役牌 中"``, ``"役牌:中"``),
    or None for a name not in the table.

    >>> yaku_of_name("役牌 中"), yaku_of_name("役牌:白"), yaku_of_name("自風 南"), yaku_of_name("?")
    ('yakuhai_chun', 'yakuhai_haku', 'yakuhai_seat_wind', None)
    """
    plain = name.replace(" ", "").replace(":", "").replace("：", "").replace("　", "")
    return BY_NAME.get(plain) or ENGLISH.get(name.strip().lower())


#: The English names some converters write (Tenhou's English viewer, Mahjong Soul's client).
ENGLISH = {
    "riichi": "riichi", "double riichi": "double_riichi", "ippatsu": "ippatsu", "dora": "dora",
    "ura dora": "ura_dora", "uradora": "ura_dora", "red five": "aka_dora", "red dora": "aka_dora",
    "aka dora": "aka_dora", "akadora": "aka_dora", "kita": "nukidora", "north dora": "nukidora",
    "menzen tsumo": "menzen_tsumo", "fully concealed hand": "menzen_tsumo", "tsumo": "menzen_tsumo",
    "pinfu": "pinfu", "tanyao": "tanyao", "all simples": "tanyao", "iipeikou": "iipeikou",
    "pure double sequence": "iipeikou", "haitei": "haitei", "houtei": "houtei", "rinshan": "rinshan",
    "chankan": "chankan", "robbing a kan": "chankan", "after a kan": "rinshan",
}
