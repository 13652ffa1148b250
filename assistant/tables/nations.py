"""The ways a table writes a nationality a question names: "how many German racers" is asked
of cells written "Germany" or "John Degenkolb (GER)". Written by hand (country names and the
three-letter codes sports tables use), not fitted: no library on the `ask` path carries it.
"""

from __future__ import annotations

import re

# The word a question uses (after `light`: "americans" -> "american"), then the names and
# codes a cell may hold instead, as lower-case words.
_NATIONS: dict[str, tuple[str, ...]] = {
    "american": ("united states", "usa", "u s"), "german": ("germany", "ger", "frg", "gdr", "west germany", "east germany"),
    "french": ("france", "fra"), "canadian": ("canada", "can"), "british": ("great britain", "united kingdom", "gbr", "uk"),
    "english": ("england", "eng"), "scottish": ("scotland", "sco"), "welsh": ("wales", "wal"), "irish": ("ireland", "irl"),
    "japanese": ("japan", "jpn"), "chinese": ("china", "chn", "prc"), "italian": ("italy", "ita"), "spanish": ("spain", "esp"),
    "russian": ("russia", "rus"), "soviet": ("soviet union", "urs", "ussr"), "swedish": ("sweden", "swe"),
    "norwegian": ("norway", "nor"), "finnish": ("finland", "fin"), "dutch": ("netherlands", "ned", "holland"),
    "australian": ("australia", "aus"), "brazilian": ("brazil", "bra"), "mexican": ("mexico", "mex"),
    "korean": ("south korea", "korea", "kor"), "indian": ("india", "ind"), "polish": ("poland", "pol"),
    "danish": ("denmark", "den"), "swiss": ("switzerland", "sui"), "austrian": ("austria", "aut"), "belgian": ("belgium", "bel"),
    "argentine": ("argentina", "arg"), "argentinian": ("argentina", "arg"), "hungarian": ("hungary", "hun"),
    "czech": ("czech republic", "czechia", "cze"), "greek": ("greece", "gre"), "turkish": ("turkey", "tur"),
    "ukrainian": ("ukraine", "ukr"), "kenyan": ("kenya", "ken"), "ethiopian": ("ethiopia", "eth"), "jamaican": ("jamaica", "jam"),
    "cuban": ("cuba", "cub"), "portuguese": ("portugal", "por"), "romanian": ("romania", "rou"), "bulgarian": ("bulgaria", "bul"),
    "croatian": ("croatia", "cro"), "serbian": ("serbia", "srb"), "slovak": ("slovakia", "svk"), "slovenian": ("slovenia", "slo"),
    "estonian": ("estonia", "est"), "latvian": ("latvia", "lat"), "lithuanian": ("lithuania", "ltu"),
    "belarusian": ("belarus", "blr"), "egyptian": ("egypt", "egy"), "nigerian": ("nigeria", "ngr"),
    "colombian": ("colombia", "col"), "chilean": ("chile", "chi"), "peruvian": ("peru", "per"), "venezuelan": ("venezuela", "ven"),
    "thai": ("thailand", "tha"), "indonesian": ("indonesia", "ina"), "filipino": ("philippines", "phi"),
    "israeli": ("israel", "isr"), "iranian": ("iran", "iri"), "icelandic": ("iceland", "isl"), "kazakh": ("kazakhstan", "kaz"),
    "uruguayan": ("uruguay", "uru"), "ecuadorian": ("ecuador", "ecu"), "moroccan": ("morocco", "mar"),
    "algerian": ("algeria", "alg"), "tunisian": ("tunisia", "tun"), "pakistani": ("pakistan", "pak"),
    "taiwanese": ("chinese taipei", "taiwan", "tpe"), "vietnamese": ("vietnam", "vie"), "malaysian": ("malaysia", "mas"),
}


def written_as(word: str) -> tuple[str, ...]:
    """The names and codes a cell may hold for the nationality `word` names; () for any
    other word."""
    return _NATIONS.get(word, ())


_NATION_HEADER = re.compile(r"\b(?:nation|nationality|country|countries|noc|represent\w*|flag)\b", re.I)


def names_nations(header: str) -> bool:
    """A column header that says its cells are nations ("Nation", "Country", "NOC")."""
    return bool(_NATION_HEADER.search(header))
