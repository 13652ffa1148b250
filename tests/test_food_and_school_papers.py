"""A household's food papers and a parent's school papers, asked as they ask: "how many lasagne
sheets" (a recipe's ingredient lines are items, not one sentence), "how much is the museum
trip" (the letter's name says "trip" for every sentence; the one with the price answers), "what
did we get from Pizza Piazza" (not the order's total), "what if I'm late picking up" (a phrasal
verb inflected) and "do they do kids portions" (a menu's "children")."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import sentences
from assistant.tables.reading import read
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_answered_from, folder_of

RECIPE = """Family lasagne (serves 6)

Ingredients
500 g beef mince
2 x 400 g tins of chopped tomatoes
12 lasagne sheets
100 g grated cheddar

Method
1. Brown the mince for 10 minutes.
2. Bake at 190°C (170°C fan) for 40 minutes, until golden.
"""

TRIP = """Oakwood Primary School

Dear Parents and Carers,

Year 4 will visit the Natural History Museum on Wednesday 10 March 2027. The coach leaves school at 8:45 and returns by 15:30, so children should arrive at the usual time.

The trip costs £14.50, to pay through ParentPay by Friday 26 February.
"""

CLUB = """# Starlight After-School Club

Open every school day from 15:15 to 18:00 in the school hall.

Children must be collected by 18:00. Late collection is charged at £5 for every 10 minutes.
"""

MENU = """# Olive & Thyme — dinner menu

Gluten-free pasta can be swapped into any pasta dish for £1.50. Children under 10 can have half portions at half price.
"""


def test_a_recipes_ingredient_lines_are_items() -> None:
    said = sentences(RECIPE)
    assert "12 lasagne sheets" in said and "500 g beef mince" in said, said
    # A paragraph wrapped by hand, and a CSV's quoted cells read as text, run on as before.
    assert sentences("You will be seen in clinic six weeks after the operation, and the\nletter is posted.") == [
        "You will be seen in clinic six weeks after the operation, and the\nletter is posted."]
    assert len(sentences('"James II",\n"1243 Montpellier"\n"Sancho"')) == 1


@pytest.fixture
def papers(isolated: Path) -> Path:
    return folder_of(isolated, "papers", {"lasagne_recipe.txt": RECIPE, "trip_letter.txt": TRIP,
                                          "afterschool_club.md": CLUB, "menu.md": MENU})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # Held before too, inside "500 g beef mince ... 100 g grated cheddar" as one sentence.
    ("how many lasagne sheets", "lasagne_recipe.txt", "12 lasagne sheets"),
    # "Year 4 will visit the Natural History Museum on Wednesday 10 March", at 0.50: the
    # letter's name said "trip" for it, and it holds no price.
    ("how much is the museum trip", "trip_letter.txt", "£14.50"),
    # Declined as out of scope (0.67): "picking up" was not the club's "collection".
    ("what if I'm late picking up", "afterschool_club.md", "£5 for every 10 minutes"),
    # "They never mention kids": the everyday word's term was "child", which a menu writes "Children".
    ("do they do kids portions", "menu.md", "half portions"),
])
def test_a_households_questions_are_answered_from_the_right_paper(papers: Path, question: str, document: str,
                                                                   holds: str) -> None:
    assert_answered_from(papers, question, document, holds)


def test_how_many_a_recipe_serves_is_not_its_ingredient_list(papers: Path) -> None:
    # The ingredient block, run into one sentence, was the answer at 0.71.
    response = ask_folder(papers, "how many does the lasagne serve")["response"]
    assert response["confidence"] < 0.5 or "serves 6" in response["answer"], response


def test_a_phrasal_verb_is_found_inflected() -> None:
    held = {"collection", "collect", "late"}.__contains__
    assert written_out("what if I'm late picking up", held) == "what if I'm late collection"
    assert written_out("who is picking him up", held) == "who is collection him"


def test_an_orders_total_is_not_what_was_ordered() -> None:
    table = parse("date,restaurant,order,total\n2027-01-22,Pizza Piazza,two margheritas,£18.00\n"
                  "2027-02-05,Spice Route,lamb curry,£24.75\n", "takeaway_orders.csv")
    # Was "£18.00 (column total)" at 0.8.
    got = read("what did we get from Pizza Piazza", table)
    assert got is None or got.query.column != 3, got
