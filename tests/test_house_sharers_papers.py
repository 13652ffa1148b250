"""A house sharer's papers, asked as he asks: a short field is an answer ("Band: C" for "what
band is the house?"); a "when" that sets a condition does not ask for a date ("what do we do
with the router when we leave?"); "by the 25th" says when; "go" is a phrasal verb's half ("when
does my rent have to go in?" is not of "Bins go out"), unless where to go is asked; "electric"
is "electricity", "how fast" is "Speed". And a leaseholder's: "rent my flat out" is "Subletting",
"Airbnb" is "holiday lets", keeping "a dog" is of "Pets" (a cat asked about is not). And an au
pair's: "if I want to leave" is of leaving, "be back" is "be home", "sleep over" is "stay the night",
the "iPad" is "Screen time". And a cleaner's: "shortest" is "minimum", "break something" is
"Breakages", "knock over" is "Accidental damage"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import light
from tests.asking import ask_folder, assert_says, folder_of

AGREEMENT = """# House share agreement

- Rent: £2,200 a month in total, paid to the landlord by standing order; each of us pays £550 into the house account by the 25th
- Bills: split equally four ways

Bins go out on Tuesday night; recycling every other Tuesday.
"""

BROADBAND = """FibreNow contract summary

Speed: 500 Mbps average download
Contract start: 1 September 2026

Router: the router is ours; return it within 30 days of leaving or pay £60.
"""

COUNCIL = """Northfield City Council

Property: 14 Clifton Road
Band: C
Annual charge 2026/27: £1,890
"""

BILLS = """bill,provider,monthly cost,each pays
Electricity and gas,Brightside Energy,£180,£45
Water,Southvale Water,£48,£12
"""

SAFETY = """Fire safety

The fire assembly point is the war memorial on the green.

Fire extinguishers are by the kitchen door and the stage. The fire alarm is tested every Monday at 9am.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("houseshare"), "houseshare",
                     {"house_share_agreement.md": AGREEMENT, "broadband_contract.txt": BROADBAND,
                      "council_tax_letter.txt": COUNCIL, "bills_split.csv": BILLS})


@pytest.mark.parametrize(("question", "said"), [
    ("what band is the house", "Band: C"),
    ("what do we do with the router when we leave", "return it within 30 days"),
    ("when does my rent have to go in", "by the 25th"),
    ("how fast is the internet", "500 Mbps"),
])
def test_a_house_sharers_words(papers: Path, question: str, said: str) -> None:
    assert_says(papers, question, said)


def test_everyday_words_of_bills() -> None:
    assert written_out("how much is my share of the electric", {"electricity"}.__contains__) \
        == "how much is my share of the electricity"
    assert written_out("is the electric car charger free", {"electric", "electricity"}.__contains__) \
        == "is the electric car charger free"  # the documents' own word


def test_a_when_that_sets_a_condition_asks_no_date() -> None:
    assert not expected_shapes("what do we do with the router when we leave")
    assert not expected_shapes("what happens when I cancel")
    assert expected_shapes("when is it due") and expected_shapes("can you tell me when the office opens")
    assert holds_shape("each of us pays £550 by the 25th", expected_shapes("when is the rent due"))
    assert not holds_shape("the office is on the 4th floor", expected_shapes("when is the office open"))


def test_where_to_go_keeps_its_going(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "hall", {"fire_safety.txt": SAFETY})
    data = ask_folder(folder, "where do we go if the alarm goes off")
    assert "Fire extinguishers" not in data["response"]["answer"] or data["response"]["confidence"] < 0.5, data["response"]


LEASE = """# Lease summary — Flat 12, Riverside Court

- Ground rent: a peppercorn (nothing to pay)

Subletting is allowed on an assured shorthold tenancy, if you tell the managing agent within 14 days. Short holiday lets of less than 3 months are not allowed.

Pets need the managing agent's written consent, which will not be unreasonably refused.
"""

RULES = """Rules for residents

Bulky items must not be left in the bin store; book a council collection instead.
"""

@pytest.mark.parametrize(("question", "said"), [
    ("can I rent my flat out", "Subletting is allowed"),
    ("can I do Airbnb", "Short holiday lets"),
    ("can I have a dog in the flat", "Pets need"),
    ("what do I do with an old mattress", "Bulky items"),
])
def test_a_leaseholders_words(tmp_path: Path, question: str, said: str) -> None:
    assert_says(folder_of(tmp_path, "flat", {"lease_summary.md": LEASE, "building_rules.txt": RULES}), question, said)


def test_an_animal_mentioned_is_not_a_pet_kept() -> None:
    # "Cats" of a dog's policy that says "pets" is not written as pets: it is the question's own subject.
    assert written_out("does the insurance cover cats", {"pets", "pet"}.__contains__) == "does the insurance cover cats"
    assert written_out("can I keep a cat", {"pets", "pet"}.__contains__) == "can I pets"


AGREEMENT_AU_PAIR = """# Au pair agreement

- Pocket money: £110 a week, paid every Friday

The family provides a private room, meals and a bus pass. Either side may end the agreement with 2 weeks' notice.
"""

HOUSE_RULES = """House rules

Please be home by midnight on weeknights, or let us know. Friends are welcome in the daytime, but not to stay the night.

Screen time for the children: 1 hour a day, after homework.
"""


@pytest.mark.parametrize(("question", "said"), [
    ("how much notice do I have to give if I want to leave", "2 weeks' notice"),
    ("what time do I have to be back at night", "be home by midnight"),
    ("can my friend sleep over", "not to stay the night"),
    ("how long can the kids go on the iPad", "Screen time"),
])
def test_an_au_pairs_words(tmp_path: Path, question: str, said: str) -> None:
    assert_says(folder_of(tmp_path, "au_pair", {"au_pair_agreement.md": AGREEMENT_AU_PAIR, "house_rules.txt": HOUSE_RULES}),
                question, said)


def test_what_is_owed_not_thanks() -> None:
    held = {"due", "balance"}.__contains__
    assert written_out("how much do I owe for the roof", held) == "how much due for the roof"
    assert written_out("i owe you one", held) == "i owe you one"


def test_a_cleaners_words() -> None:
    held = {light(w) for w in ("minimum", "breakages", "accidental", "damage")}.__contains__
    assert written_out("what's the shortest visit", held) == "what's the minimum visit"
    assert written_out("what if I break something", held) == "what if I breakages something"
    assert written_out("am I covered if I knock over a vase", held) == "am I covered if I accidental damage a vase"
    # A break the documents write is theirs: "do I get a lunch break?" of a contract with breaks.
    assert written_out("do I get a lunch break", {light("break"), light("damage")}.__contains__) == "do I get a lunch break"
