"""Attached tables read as tables: cells parsed exactly, a typed query executed by code,
the rows it rests on cited; what the rules cannot read falls back to the text path (unsure)."""

from __future__ import annotations

import json
import time
from fractions import Fraction

import pytest

from assistant.schemas import Attachment
from assistant.tables.answer import table_reply
from assistant.tables.query import Condition, TableQuery, execute
from assistant.tables.reading import read
from assistant.tables.table import number, parse

MEDALS = """Rank,Nation,Gold,Silver,Bronze,Total
1,Brazil,13,18,12,43
2,Argentina,7,4,7,18
3,Chile,7,2,3,12
4,Colombia,5,5,4,14
5,Venezuela,3,2,8,13
Total,Total,35,31,34,100
"""

FILMS = """"Year","Title","Language","Director"
"2001","Lagaan","Hindi","Ashutosh Gowariker"
"2002","Devdas","Hindi","Sanjay Leela Bhansali"
"2003","Pithamagan","Tamil","Bala"
"2004","Swades","Hindi","Ashutosh Gowariker"
"""


@pytest.mark.parametrize(("cell", "value"), [
    ("1,238", Fraction(1238)), ("$7,057,020", Fraction(7057020)), ("(987)", Fraction(-987)),
    ("12.5%", Fraction(25, 2)), ("13 551", Fraction(13551)), ("−4", Fraction(-4)),
    ("134 years", Fraction(134)), ("6,735 days", Fraction(6735)), ("3rd", None), ("12 June", None), ("–", None), ("2005–06", None), ("=cmd|' /C calc'!A0", None),
])
def test_cells_are_numbers_exactly_or_not_at_all(cell: str, value: Fraction | None) -> None:
    assert number(cell) == value


def test_what_is_a_table() -> None:
    table = parse(FILMS, "films.csv")
    assert table is not None and table.header == ("Year", "Title", "Language", "Director") and len(table.rows) == 4
    assert parse("Year\tTitle\n2001\tLagaan\n2002\tDevdas\n", "t.tsv").header == ("Year", "Title")  # type: ignore[union-attr]
    assert parse("The pier is long.\nIt was built in 1901.\nIt is made of oak.\n", "notes.txt") is None
    quoted = parse('"Name","Presentation\nof Credentials"\n"A","1858"\n"B","1860"\n', "q.csv")
    assert quoted is not None and quoted.header[1] == "Presentation of Credentials"


def test_queries_execute_exactly_and_leave_out_the_total_row() -> None:
    table = parse(MEDALS, "medals.csv")
    assert table is not None
    best = execute(TableQuery(operation="argmax", column=1, by=2), table)
    assert best is not None and best.value == "Brazil" and best.rows == (0,)  # not the "Total" row's 35
    assert execute(TableQuery(operation="sum", column=2), table).value == "35"  # type: ignore[union-attr]
    assert execute(TableQuery(operation="average", column=3), table).value == "6.2"  # type: ignore[union-attr]
    # A tie for the highest is not an answer.
    assert execute(TableQuery(operation="argmax", column=1, by=3, where=[]), table) is not None
    tie = parse("Nation,Gold\nA,7\nB,7\nC,1\n", "tie.csv")
    assert execute(TableQuery(operation="argmax", column=0, by=1), tie) is None  # type: ignore[arg-type]
    films = parse(FILMS, "films.csv")
    count = execute(TableQuery(operation="count", where=[Condition(column=2, value="hindi")]), films)  # type: ignore[arg-type]
    assert count is not None and count.value == "3" and count.rows == (0, 1, 3)


@pytest.mark.parametrize(("question", "value", "operation"), [
    ("which nation has the most gold?", "Brazil", "argmax"),
    ("which nation won the fewest bronze medals?", "Chile", "argmin"),
    ("how many films were in hindi?", "3", "count"),
    ("what language is swades in?", "Hindi", "lookup"),
    ("who directed the last title?", None, None),  # "directed" is not the header "Director": not read
    ("what is the total gold?", "35", "sum"),
    # A plural that names a column asks for its values (these were read as one row's cell).
    ("what languages are in the list?", "Hindi; Tamil", "list"),
    ("what are the languages?", "Hindi; Tamil", "list"),
    ("list the directors", "Ashutosh Gowariker; Sanjay Leela Bhansali; Bala", "list"),
    ("which titles are in hindi?", "Lagaan; Devdas; Swades", "list"),
    ("what languages are swades in?", "Hindi", "lookup"),  # one value: the row's cell
])
def test_questions_read_as_queries(question: str, value: str | None, operation: str | None) -> None:
    table = parse(MEDALS if "gold" in question or "bronze" in question else FILMS, "t.csv")
    assert table is not None
    reply = table_reply(question, table)
    if value is None:
        assert reply is None or reply.confidence < 0.5
        return
    assert reply is not None and reply.result.value == value and reply.query.operation == operation


OFFICES = "office,city,opens,closes,staff\nHQ,Berlin,8:30,17:30,40\nStudio,Lisbon,9:00,18:00,12\n"


@pytest.mark.parametrize(("question", "value", "sure"), [
    # "the Berlin office" names the row (the Office column); "close" is the column asked.
    ("When does the Berlin office close?", "17:30", True),
    ("What time does the Lisbon office open?", "9:00", True),
    ("Which city is the Studio office in?", "Lisbon", True),
])
def test_the_word_after_a_named_value_names_the_row_not_the_column(question: str, value: str | None, sure: bool) -> None:
    table = parse(OFFICES, "offices.csv")
    assert table is not None
    reply = table_reply(question, table)
    if value is None:
        assert reply is None or reply.confidence < 0.5
        return
    assert reply is not None and reply.result.value == value and (reply.confidence >= 0.5) == sure


@pytest.mark.parametrize("question", [
    "how many nations won more gold than chile?",  # a comparison
    "which nation was ranked after argentina?",  # a neighbour
    "how many films were made in 2002?",  # a number the rules do not read as a condition
    "how many films did bala and gowariker direct?",  # a conjunction
])
def test_what_the_rules_cannot_read_is_not_guessed(question: str) -> None:
    table = parse(MEDALS if "nation" in question else FILMS, "t.csv")
    assert read(question, table) is None  # type: ignore[arg-type]


def test_an_attached_table_answers_with_its_rows_cited_and_the_query_audited(assistant) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask("Which nation has the most gold?", attachment=Attachment(id="medals.csv", text=MEDALS))
    response = out.response
    assert response.answer.startswith("Brazil (") and "row 1 of medals.csv" in response.answer
    assert "highest Gold: 13" in response.answer
    assert response.confidence >= 0.5 and response.status == "answered" and response.sources == ["medals.csv"]
    assert response.snippets[0].chunk_id == "medals.csv#row1" and "Nation: Brazil" in response.snippets[0].text
    assert "table_query" in out.tools_used
    turn = assistant.context.store.load(out.session_id).turns[-1]
    call = next(c for c in turn.tool_calls if c.tool == "table_query")
    assert call.output["query"]["operation"] == "argmax" and call.output["value"] == "Brazil"


def test_hostile_tables_never_hang_or_crash(assistant) -> None:  # type: ignore[no-untyped-def]
    # The largest table an attachment may be (1,000,000 characters), and a tie for the top.
    big = "id,name,score\n" + "".join(f"{i},name{i},{i % 97}\n" for i in range(50_000))
    started = time.monotonic()
    out = assistant.ask("Which name has the highest score?", attachment=Attachment(id="big.csv", text=big))
    assert out.response.kind == "answer"
    assert time.monotonic() - started < 120  # a bound against hanging, not a speed target
    ragged = "a,b,c\n1,2\n3,4,5,6\n=cmd|' /C calc'!A0,x,y\n"
    assert assistant.ask("What is b when a is 3?", attachment=Attachment(id="r.csv", text=ragged)).response.kind == "answer"
    huge = "name,value\nx," + "9" * 5000 + "\ny,1\n"
    reply = assistant.ask("Which name has the highest value?", attachment=Attachment(id="h.csv", text=huge)).response
    assert reply.kind == "answer"


@pytest.mark.parametrize(("question", "starts", "source"), [
    ("Which product line had the lowest operating expense in March?",
     "B (column “Product line”, row 2 of financial_statement_march_2025.md#table1 (lowest Total operating expense: 987,200))",
     "financial_statement_march_2025.md"),
    ("What was product B's total revenue?", "4200 (column “value”, row 1 of product_b_spreadsheet.csv",
     "product_b_spreadsheet.csv"),
    ("What is the total materials cost?", "1,092,450 (column “Materials”, rows 1–3", "financial_statement_march_2025.md"),
])
def test_the_samples_tables_answer_with_cells_cited(assistant, question: str, starts: str, source: str) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask(question)
    assert out.response.answer.startswith(starts), out.response.answer
    assert out.response.sources == [source] and out.response.confidence >= 0.5
    assert out.tools_used == ["doc_retriever", "table_query"]


def test_a_question_the_tables_do_not_answer_plainly_keeps_the_text_answer(assistant) -> None:  # type: ignore[no-untyped-def]
    # The statement's table has a "Total operating expense" column, but this question names
    # a row by a one-letter cell the rules do not read: the sentence that says it answers.
    out = assistant.ask("In the March financial statement, what is the total operating expense for product line A?")
    assert "$1,238,450" in out.response.answer and "table_query" not in out.tools_used


# -- guesses: what the rules do not read plainly is guessed, executed, cited, and unsure ----------
TEAM = """"Name","#","Position","Points","Weight","Year"
"Harrison Barnes","40","Forward","412","210","Freshman"
"Tyler Zeller","44","Center","597","250","Junior"
"Kendall Marshall","5","Guard","220","186","Freshman"
"Dexter Strickland","1","Guard","301","180","Sophomore"
"John Henson","31","Guard","389","220","Sophomore"
"""


@pytest.mark.parametrize(("question", "value", "operation", "rows"), [
    ("How many more points did Tyler Zeller score than Kendall Marshall?", "377", "difference", [2, 3]),
    ("Who is heavier, Harrison Barnes or Dexter Strickland?", "Harrison Barnes", "argmax", [1]),
    ("Who comes after Tyler Zeller?", "Kendall Marshall", "next", [2, 3]),
    ("Who is listed before Kendall Marshall?", "Tyler Zeller", "previous", [3, 2]),
    ("How many players scored more than 300 points?", "4", "count", [1, 2, 4, 5]),
    ("How many players weigh at most 200?", "2", "count", [3, 4]),
    ("Which position appears the most?", "Guard", "most_common", [3, 4, 5]),
    ("Which year appears the least?", "Junior", "least_common", [2]),
    ("How many players between Freshman and Junior?", "3", "count", [1, 2, 3]),
    ("Did Kendall Marshall score more or less points than Tyler Zeller?", "less", "compare", [3, 2]),
    ("Did Harrison Barnes score above 400 points?", "yes", "compare", [1]),
    ("Did Dexter Strickland score at least 400 points?", "no", "compare", [4]),
    ("Other than Kendall Marshall, name a freshman.", "Harrison Barnes", "first", [1]),
    ("How many different positions are there?", "3", "distinct", [1, 2, 3, 4, 5]),
    ("Which players scored more than 300 points?", "Harrison Barnes; Tyler Zeller; Dexter Strickland; John Henson", "list",
     [1, 2, 4, 5]),
    ("Which players are guards?", "Kendall Marshall; Dexter Strickland; John Henson", "list", [3, 4, 5]),
    ("Who were the Freshman players?", "Harrison Barnes; Kendall Marshall", "list", [1, 3]),
])
def test_each_guessed_operation_is_executed_and_cited(question: str, value: str, operation: str, rows: list[int]) -> None:
    from assistant.tables.guessing import GUESS, guess
    from assistant.tables.reading import read

    table = parse(TEAM, "team.csv")
    assert table is not None and read(question, table) is None  # not a plain reading
    reading = guess(question, table)
    assert reading is not None and reading.confidence == GUESS < 0.5
    assert reading.query.operation == operation, reading.query
    result = execute(reading.query, table)
    assert result is not None and result.value == value and [i + 1 for i in result.rows] == rows


def test_a_guess_is_answered_unsure_through_the_whole_turn(assistant) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask("How many more points did Tyler Zeller score than Kendall Marshall?",
                        attachment=Attachment(id="team.csv", text=TEAM))
    data = json.loads(out.model_dump_json())
    assert data["response"]["answer"].startswith("377 (column “Points”, rows 2, 3 of team.csv")
    assert "597 − 220" in data["response"]["answer"]
    assert data["response"]["status"] == "unsure" and data["response"]["confidence"] < 0.5
    assert [s["chunk_id"] for s in data["response"]["snippets"]] == ["team.csv#row2", "team.csv#row3"]


def test_a_question_with_nothing_to_go_on_gets_no_guess() -> None:
    from assistant.tables.guessing import guess

    table = parse(TEAM, "team.csv")
    assert table is not None and guess("Is the weather nice today?", table) is None


def test_numeric_conditions_compare_numbers_never_text() -> None:
    from assistant.tables.query import Condition

    assert Condition(column=0, value="1,000", op=">").holds("$1,200")
    assert not Condition(column=0, value="1,000", op=">").holds("n/a")
    assert Condition(column=0, value="12.5%", op="<=").holds("12.5%")


def test_quotes_escaped_with_a_backslash_are_read_as_quotes() -> None:
    table = parse('"Year","Title"\n"1993","\\"Catch a Bad One\\""\n"1994","Plain"\n"1995","C:\\\\temp"\n', "singles.csv")
    assert table is not None and table.rows[0] == ("1993", '"Catch a Bad One"')
    plain = parse('"Path","Size"\n"C:\\temp","1"\n"D:\\x","2"\n', "paths.csv")  # no escaped quote: backslashes kept
    assert plain is not None and plain.rows[0][0] == "C:\\temp"


def test_a_csv_file_attached_with_f_is_read_as_its_table(assistant, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from assistant.cli.attachments import attach_files

    path = tmp_path / "medals.csv"
    path.write_text("Rank,Nation,Gold,Silver\n1,Brazil,13,18\n2,Argentina,7,\n3,Chile,7,2\n")
    [attached] = attach_files([path])
    assert attached.text.startswith("Rank: 1; Nation: Brazil")  # the loader's rows, as a document
    table = parse(attached.text, attached.id)
    assert table is not None and table.header == ("Rank", "Nation", "Gold", "Silver") and table.rows[1] == ("2", "Argentina", "7", "")
    out = assistant.ask("Which nation won the most gold?", attachments=[attached])
    assert out.response.answer.startswith("Brazil (column “Nation”, row 1 of medals.csv")


def test_a_glossary_is_not_taken_for_a_table() -> None:
    glossary = "Accrual: revenue recorded when earned.\nAmortisation: cost spread over time.\nEBITDA: earnings before interest.\n"
    assert parse(glossary, "glossary.txt") is None


MEDALS_PAGE = """<html><head><title>Games</title><style>td{}</style></head><body>
<h1>Medal table</h1><p>Final standings after the last day.</p>
<table>
<tr><th rowspan="2">Nation</th><th colspan="2">Medals</th></tr>
<tr><th>Gold</th><th>Silver</th></tr>
<tr><td>Brazil</td><td>13</td><td>18</td></tr>
<tr><td>Chile</td><td>7</td><td>2</td></tr>
<tr><td>Peru</td><td>5</td><td>9</td></tr>
</table>
<p>Brazil led from the first day.</p></body></html>
"""


def test_an_html_table_keeps_its_rows_and_columns(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from assistant.retrieval.loaders import load
    from assistant.tables.documents import text_tables

    page = tmp_path / "medals.html"
    page.write_text(MEDALS_PAGE)
    text = load(page, "medals.html").text
    assert "Final standings after the last day." in text and "Brazil led from the first day." in text
    [table] = text_tables(text, "medals.html")
    assert table.header == ("Nation", "Medals Gold", "Medals Silver")  # spans and two header rows
    assert table.rows == (("Brazil", "13", "18"), ("Chile", "7", "2"), ("Peru", "5", "9"))


def test_html_and_markdown_tables_answer_from_a_folder_and_an_attachment(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "medals.html").write_text(MEDALS_PAGE)
    a = Assistant(load_settings(docs_dir=docs))
    out = a.ask("Which nation won the most silver in the medal table?")
    assert out.response.answer.startswith("Brazil (column “Nation”, row 1 of medals.html#table1")
    note = "# Budget\n\nThe owner is Mira.\n\n| Item | Cost |\n|---|---|\n| Oven | 1,200 |\n| Van | 9,800 |\n| Sign | 300 |\n"
    attached = a.ask("What is the cost of the van?", attachment=Attachment(id="budget.md", text=note))
    assert attached.response.answer.startswith("9,800 (column “Cost”, row 2 of budget.md#table1")
    prose = a.ask("Who is the owner?", attachment=Attachment(id="budget.md", text=note))
    # The table is tried by the sure rules only: a question about the prose is the text's.
    assert "Mira" in prose.response.answer and "(column “" not in prose.response.answer


def test_since_and_before_a_year_are_conditions_on_the_years_column() -> None:
    from assistant.tables.guessing import guess

    table = parse("Year,Title,Label\n1979,First,Alpha\n1982,Second,Beta\n1990,Third,Beta\n2001,Fourth,Gamma\n", "albums.csv")
    assert table is not None
    for question, value in (("How many albums were released since 1982?", "3"), ("How many albums came out before 1990?", "2"),
                            ("How many albums were released after 1982?", "2")):
        reading = guess(question, table)
        assert reading is not None and execute(reading.query, table).value == value, (question, reading)  # type: ignore[union-attr]


@pytest.mark.parametrize("request_", ["Sum the Gold column.", "Add up all the gold medals.", "Total the Gold column"])
def test_an_aggregate_asked_of_an_attached_table_is_computed_not_summarised(assistant, request_: str) -> None:  # type: ignore[no-untyped-def]
    medals = "Rank,Nation,Gold,Silver\n1,Brazil,13,18\n2,Argentina,7,4\n3,Chile,7,2\n4,Colombia,5,5\n"
    out = assistant.ask(request_, attachment=Attachment(id="m.csv", text=medals))
    assert out.intent.intent_type == "qa" and "table_query" in out.tools_used
    assert out.response.answer.startswith("32 (column “Gold”, rows 1–4 of m.csv (13 + 7 + 7 + 5))")


def test_older_and_younger_follow_the_age_column_the_right_way_round() -> None:
    from assistant.tables.guessing import guess

    table = parse("Name,Age,Born\nAnn,31,1990\nBob,25,1996\nCal,40,1981\n", "people.csv")
    assert table is not None
    for question, value in (("Who is older, Ann or Bob?", "Ann"), ("Who is the youngest?", "Bob"), ("Who is the oldest?", "Cal")):
        reading = guess(question, table)
        assert reading is not None and execute(reading.query, table).value == value, (question, reading)  # type: ignore[union-attr]


def test_durations_order_and_compare_but_are_never_summed_as_seconds() -> None:
    from assistant.tables.guessing import guess
    from assistant.tables.table import magnitude

    assert magnitude("4:26") == 266 and magnitude("2:19:26") == 8366 and magnitude("4:70") is None
    tracks = parse("Track,Title,Length\n1,Intro,1:40\n2,Song,4:26\n3,Outro,3:05\n", "album.csv")
    assert tracks is not None and tracks.numeric(2)
    longest = read("Which title is the longest?", tracks) or guess("Which title is the longest?", tracks)
    assert longest is not None and execute(longest.query, tracks).value == "Song"  # type: ignore[union-attr]
    over = guess("How many tracks last more than 3:00?", tracks)
    assert over is not None and execute(over.query, tracks).value == "2"  # type: ignore[union-attr]
    assert execute(TableQuery(operation="sum", column=2), tracks) is None  # not "551"


def test_a_difference_shows_the_larger_value_first() -> None:
    table = parse("Name,Points\nA,220\nB,597\n", "x.csv")
    assert table is not None
    answer = execute(TableQuery(operation="difference", column=1,
                                any_of=[Condition(column=0, value="A"), Condition(column=0, value="B")]), table)
    assert answer is not None and (answer.value, answer.expression) == ("377", "597 − 220")


_SPENDING = "item,amount\nrent,1200\nfood,450.50\nfuel,89.99\n"


@pytest.mark.parametrize(("request_", "expression", "exact"), [
    ("Calculate the total amount", "1200 + 450.50 + 89.99", "1740.49"),
    ("Compute the average amount", "(1200 + 450.50 + 89.99) / 3", "174049/300"),
])
def test_a_computation_over_an_attached_table_is_the_calculators(assistant, request_: str, expression: str, exact: str) -> None:  # type: ignore[no-untyped-def]
    # "Calculate the total amount" with a table attached is a calculation: the table tool
    # reads which cells, the calculator computes them, and the cells are cited.
    out = assistant.ask(request_, attachment=Attachment(id="spending.csv", text=_SPENDING))
    response = out.response
    assert out.intent.intent_type == "calculation" and out.tools_used == ["table_query", "calculator"]
    assert response.status == "computed" and response.expression == expression and response.result_exact == exact
    assert response.formula.endswith("of column “amount”, rows 1–3 of spending.csv")
    assert response.sources == ["spending.csv"] and response.confidence >= 0.5
    turn = assistant.context.store.load(out.session_id).turns[-1]
    assert [c.tool for c in turn.tool_calls] == ["table_query", "calculator"]


def test_a_column_longer_than_one_expression_is_still_summed_exactly(assistant) -> None:  # type: ignore[no-untyped-def]
    values = [Fraction(i * 37 % 100_000, 100) for i in range(1, 1_201)]
    text = "item,amount\n" + "".join(f'i{i},"{float(v):,.2f}"\n' for i, v in enumerate(values))
    out = assistant.ask("Calculate the total amount", attachment=Attachment(id="big.csv", text=text))
    response = out.response
    assert response.status == "computed" and Fraction(response.result_exact) == sum(values)
    assert "1200 cells" in response.expression and out.tools_used == ["table_query"]
    # Asked as a question, the sum is cited by its first and last cells, not all 1,200.
    asked = assistant.ask("What is the total amount?", attachment=Attachment(id="big.csv", text=text)).response
    assert number(asked.answer.split(" (")[0]) == sum(values) and "1200 values" in asked.answer
    assert len(asked.answer) < 300


def test_a_computation_the_rules_cannot_read_plainly_is_not_computed(assistant) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask("work out the difference in amount between rent and food",
                        attachment=Attachment(id="spending.csv", text=_SPENDING))
    response = out.response
    assert out.intent.intent_type == "calculation" and response.status == "declined" and response.result is None
    assert response.confidence < 0.5 and "unsure: 749.5 (" in response.explanation


def test_sums_of_decimals_are_shown_exactly() -> None:
    table = parse("a,b\nx,\"123,456.70\"\ny,0.08\n", "t.csv")
    assert table is not None
    assert execute(TableQuery(operation="sum", column=1), table).value == "123,456.78"  # type: ignore[union-attr]
    assert execute(TableQuery(operation="average", column=1), table).value == "61,728.39"  # type: ignore[union-attr]


def test_a_file_named_in_the_question_is_not_a_word_the_documents_lack(assistant) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask("Compute the sum of the revenue in product_b_spreadsheet.csv")
    assert out.response.status == "answered" and out.response.answer.startswith("4200 (column “value”")


def test_cited_rows_are_written_as_ranges_with_their_count() -> None:
    from assistant.tables.answer import _row_numbers

    assert _row_numbers((0,)) == "1"
    assert _row_numbers((1, 2)) == "2, 3"
    assert _row_numbers(tuple(range(73))) == "1–73"
    assert _row_numbers((1, 4, 5, 6, 7, 11)) == "2, 5–8, 12"
    assert _row_numbers((0, 2, 4, 6, 8, 10, 12)) == "1, 3, 5, 7, 9, … (7 rows in all)"


@pytest.mark.parametrize(("question", "value"), [
    ("How many took at least 35:00 to finish?", "2"),  # a duration threshold, on the Time column
    ("How many runners finished in under 33 minutes?", "1"),  # minutes said in words, against m:ss cells
    ("How many runners are at least 30 years old?", "2"),  # "years old" is the Age column
])
def test_thresholds_find_the_column_they_measure(question: str, value: str) -> None:
    from assistant.tables.guessing import guess

    table = parse("Name,Age,Bib,Time\nAnna,31,7,32:35.5\nBeth,28,3,34:10.0\nCara,35,9,36:02.1\nDana,22,4,35:00.0\n", "race.csv")
    assert table is not None
    reading = guess(question, table)
    assert reading is not None and execute(reading.query, table).value == value, reading  # type: ignore[union-attr]


def test_a_count_of_what_the_table_lists_counts_different_values() -> None:
    from assistant.tables.guessing import guess

    table = parse("Year,City,Country\n2001,Oslo,Norway\n2002,Bergen,Norway\n2003,Lyon,France\n2004,Rome,Italy\n", "cons.csv")
    assert table is not None
    reading = guess("How many countries are listed?", table)
    assert reading is not None and reading.query.operation == "distinct" and execute(reading.query, table).value == "3"  # type: ignore[union-attr]
    reading = guess("How many nations are listed?", table)  # a nation is a country
    assert reading is not None and execute(reading.query, table).value == "3"  # type: ignore[union-attr]


_CAREERS = """Name,Position,Team
Ann Lee,"Philanthropist, businesswoman",Lake Placid Lakers
Bo Chan,Philanthropist,Lake Tahoe Tigers
Cy Dunn,Engineer,Lake Geneva Giants
Di Eng,"Author, philanthropist",Lake Como Comets
Ed Fox,Engineer,Lake Erie Eagles
"""


def test_a_word_inside_cells_is_a_contains_condition() -> None:
    from assistant.tables.guessing import guess

    table = parse(_CAREERS, "careers.csv")
    assert table is not None
    reading = guess("How many times does philanthropist appear in the position column?", table)
    assert reading is not None and reading.confidence < 0.5
    result = execute(reading.query, table)
    assert result is not None and result.value == "3" and result.rows == (0, 1, 3)
    assert "Position holds Philanthropist" in table_reply("How many times does philanthropist appear in the position column?",
                                                           table, reading).text  # type: ignore[union-attr]


def test_the_kind_of_row_asked_about_is_not_a_condition() -> None:
    from assistant.tables.mentions import partial_mentions

    table = parse(_CAREERS, "careers.csv")
    assert table is not None
    # "lake" is in every team's name: it says what the rows are, not which of them.
    assert partial_mentions("Which lake team has the longest name?", table, []) == []
    assert partial_mentions("Which team plays at tahoe?", table, [])[0].value == "tahoe"


def test_a_list_holds_each_value_once_and_only_a_readable_number_of_them() -> None:
    from assistant.tables.query import LIST_SEPARATOR, MAX_LISTED

    table = parse(TEAM, "team.csv")
    assert table is not None
    guards = TableQuery(operation="list", column=2, where=[Condition(column=3, value="250", op=">")])
    result = execute(guards, table)  # four rows kept, two positions among them
    assert result is not None and result.value == LIST_SEPARATOR.join(["Forward", "Center", "Guard"])
    assert [i + 1 for i in result.rows] == [1, 2, 4, 5] and result.expression == "3 values"
    one = TableQuery(operation="list", column=0, where=[Condition(column=2, value="Center")])
    assert execute(one, table) is None  # one value: a lookup, not a list
    many = parse("n,v\n" + "".join(f"r{i},{i}\n" for i in range(MAX_LISTED + 1)), "many.csv")
    assert many is not None
    assert execute(TableQuery(operation="list", column=0, where=[Condition(column=1, value="0", op=">=")]), many) is None
    assert execute(TableQuery(operation="list", column=0, where=[Condition(column=1, value="1", op=">=")]), many) is not None


def test_a_superlative_asked_in_the_plural_is_not_a_list() -> None:
    from assistant.tables.guessing import guess

    table = parse(TEAM, "team.csv")
    assert table is not None
    reading = guess("Which guards scored the most points?", table)
    assert reading is None or reading.query.operation != "list"


_RIDERS = """Rank,Cyclist,Team,Points
1,John Degenkolb (GER),Giant,80
2,André Greipel (GER),Lotto,60
3,Mark Cavendish (GBR),Quick-Step,50
4,Alexander Kristoff (NOR),Katusha,40
"""
_SKIERS = """Rank,Athlete,Country,Time
1,Dario Cologna,Switzerland,1:03:10
2,Petter Northug,Norway,1:03:12
3,Curdin Perl,Switzerland,1:03:40
4,Kris Freeman,United States,1:04:02
"""
_SESSIONS = """Parliament,Cause,Seats
10th,Dissolution of the Canada Parliament,45
11th,End of term,50
"""


@pytest.mark.parametrize(("table_text", "question", "value", "shown"), [
    (_RIDERS, "How many German cyclists are there?", "2", "Cyclist holds GER"),
    (_SKIERS, "How many Swiss athletes competed?", "2", "Country holds Switzerland"),
    (_SKIERS, "Which American had the lowest time?", "Kris Freeman", "Country holds United States"),
])
def test_a_nationality_is_found_as_the_country_or_code_the_cells_hold(table_text: str, question: str, value: str, shown: str) -> None:
    from assistant.tables.guessing import guess

    table = parse(table_text, "t.csv")
    assert table is not None
    reply = table_reply(question, table, guess(question, table))
    assert reply is not None and reply.result.value == value and shown in reply.citation, reply


def test_a_nationality_word_in_a_name_is_not_a_condition_on_other_columns() -> None:
    from assistant.tables.mentions import partial_mentions

    table = parse(_SESSIONS, "s.csv")
    assert table is not None
    assert partial_mentions("How many members did the 10th Canadian parliament have?", table, []) == []


_CLUBS = """Club,Nickname,Founded
Ardlethan,Dogs,1907
Barellan,,1919
Kikoira,-,1922
Rankins Springs,Galahs,1930
West Milby,n/a,1935
"""


@pytest.mark.parametrize(("question", "value", "operation"), [
    ("Which clubs have no nickname listed?", "Barellan; Kikoira; West Milby", "list"),
    ("How many clubs have no nickname?", "3", "count"),
])
def test_no_value_is_a_blank_or_dashed_cell(question: str, value: str, operation: str) -> None:
    from assistant.tables.guessing import guess

    table = parse(_CLUBS, "clubs.csv")
    assert table is not None
    reading = guess(question, table)
    assert reading is not None and reading.query.operation == operation, reading
    reply = table_reply(question, table, reading)
    assert reply is not None and reply.result.value == value and "Nickname is empty" in reply.citation


def _guessed(question: str, text: str) -> tuple[str | None, str | None]:
    """The guessed query's operation and executed value (None, None when there is no guess)."""
    from assistant.tables.guessing import guess

    table = parse(text, "t.csv")
    assert table is not None
    reading = guess(question, table)
    result = execute(reading.query, table) if reading is not None else None
    return (None if reading is None else reading.query.operation), (None if result is None else result.value)


RACES = """Year,Race,Month,Winner,Team,Length (km)
2010,Tour du Faso,October,Ann Vale,Alpha,120
2011,La Tropicale,January,Bea Moss,Beta,160
2011,Boucle du Coton,March,Cat Reed,Alpha,155
2012,Tour du Faso,October,Dee Hart,Alpha,140
"""


@pytest.mark.parametrize(("question", "value", "operation"), [
    # The option whose row holds the question's other words; without them for "not".
    ("Which race was held in January, La Tropicale or Boucle du Coton?", "La Tropicale", "lookup"),
    ("Which race was not held in October, Tour du Faso or Boucle du Coton?", "Boucle du Coton", "lookup"),
    # The named row's cell in the options' column, only when it is one of them.
    ("Did Bea Moss ride for Alpha or Beta?", "Beta", "lookup"),
    ("Did Cat Reed win in 2011 in March or October?", "March", "lookup"),
    # No number says how many: the rows do.
    ("Did Alpha or Beta have more winners?", "Alpha", "most_common"),
    ("Did Alpha or Beta have fewer winners?", "Beta", "least_common"),
])
def test_a_choice_between_two_named_values_is_read_from_their_rows(question: str, value: str, operation: str) -> None:
    assert _guessed(question, RACES) == (operation, value)


def test_a_choice_the_named_row_does_not_hold_is_not_made() -> None:
    from assistant.tables.guessing import guess

    table = parse(RACES, "races.csv")
    assert table is not None
    # Bea Moss rode for Beta, which is not one of the options: neither is the answer.
    reading = guess("Did Bea Moss ride for Alpha or Gamma?", table)
    assert reading is None or (result := execute(reading.query, table)) is None or "Alpha" not in result.value
    # Both options' rows hold "2011": nothing tells them apart.
    reading = guess("Which race was held in 2011, La Tropicale or Boucle du Coton?", table)
    assert reading is None or reading.query.operation != "lookup" or len(reading.query.where) != 1 \
        or reading.query.where[0].value not in ("La Tropicale", "Boucle du Coton")


@pytest.mark.parametrize(("question", "value", "text"), [
    ("How many races were longer than 150 km?", "2", None),  # a comparative said as the measure's own word
    # The words after the number name the column.
    ("How many elections had more than 200,000 votes?", "2", "Election,Votes,% of votes\n1988,139982,22.1\n1991,210757,32.1\n1995,250101,35.0\n"),
])
def test_thresholds_read_the_measure_from_the_words_beside_the_number(question: str, value: str, text: str | None) -> None:
    assert _guessed(question, text or RACES)[1] == value


def test_a_percent_threshold_is_on_the_percentages_not_the_column_named_after_it() -> None:
    poll = "Candidate,Votes,Percentage\nAnn,5210,52.1%\nBea,3110,31.1%\nCat,1200,12.0%\nDee,480,4.8%\n"
    assert _guessed("How many candidates got more than 5% of the votes?", poll)[1] == "3"


@pytest.mark.parametrize(("question", "value", "operation"), [
    ("Which building has the same number of floors as the Foshay Tower?", "Rand Tower", "lookup"),
    ("Which buildings have the same architect as the Foshay Tower?", "Rand Tower; Grain Exchange", "list"),
])
def test_the_same_value_as_a_named_row_is_found_in_the_other_rows(question: str, value: str, operation: str) -> None:
    from assistant.tables.guessing import guess

    table = parse("Building,Floors,Architect\nFoshay Tower,32,Magney\nRand Tower,32,Magney\nGrain Exchange,12,Magney\n"
                  "Metropolitan Building,12,Long\n", "towers.csv")
    assert table is not None
    reading = guess(question, table)
    assert reading is not None and reading.query.operation == operation, reading
    result = execute(reading.query, table)
    assert result is not None and result.value == value and 0 not in result.rows  # never the named row itself


@pytest.mark.parametrize(("question", "value", "operation"), [
    ("How many total medals did China, Japan and Korea win?", "27", "sum"),
    ("What is the combined total of China and Korea?", "20", "sum"),
    ("What is the difference in total medals between China and Japan?", "8", "difference"),  # not a sum
])
def test_named_rows_are_added_when_a_total_of_them_is_asked(question: str, value: str, operation: str) -> None:
    assert _guessed(question, "Nation,Gold,Total\nChina,6,15\nJapan,2,7\nKorea,1,5\nIndia,0,2\n") == (operation, value)


def test_the_full_stop_that_ends_a_question_is_not_part_of_the_last_cell_named() -> None:
    grid = "Driver,Constructor\nAnn Vale,Ferrari\nBea Moss,McLaren-Ford\n"
    assert _guessed("Name another constructor other than Ferrari.", grid)[1] == "McLaren-Ford"


def test_a_value_in_two_columns_is_not_read_as_a_plain_lookup() -> None:
    table = parse("Player,For,Against\nEric Cantona,Leeds United,Tottenham Hotspur\nTeddy Sheringham,Tottenham Hotspur,Ipswich Town\n",
                  "goals.csv")
    assert table is not None
    # Tottenham Hotspur is in For and in Against: the rules cannot tell which is meant.
    assert read("Name the player for Tottenham Hotspur", table) is None


def test_the_row_before_or_after_answers_in_the_column_the_asked_noun_names() -> None:
    ranks = "Rank,Nation,Gold\n3,Uzbekistan,4\n4,China,3\n5,Gambia,1\n"
    assert _guessed("What country ranks before China?", ranks)[1] == "Uzbekistan"
    assert _guessed("What nation is ranked next after China?", ranks)[1] == "Gambia"


@pytest.mark.parametrize(("question", "value"), [
    ("How many locomotives are not standard gauge?", "2"),
    ("Name a locomotive that is not standard gauge.", "B2"),
    ("How many locomotives did not go over 100?", "2"),  # a threshold turned round
])
def test_a_value_or_threshold_after_not_keeps_the_other_rows(question: str, value: str) -> None:
    locos = "Locomotive,Gauge,Top speed (km/h)\nA1,Standard gauge,120\nB2,Narrow gauge,80\nC3,Standard gauge,95\nD4,Broad gauge,140\n"
    assert _guessed(question, locos)[1] == value


@pytest.mark.parametrize(("text", "day"), [
    ("14 August 2013", "2013-08-14"), ("August 14, 2013", "2013-08-14"), ("2013-08-14", "2013-08-14"),
    ("Sat 3 Sep 2011[1]", "2011-09-03"), ("November 2007", "2007-11-01"), ("31 February 2001", None), ("1990", None),
])
def test_dates_are_read_as_days_wherever_the_cell_writes_them(text: str, day: str | None) -> None:
    from datetime import date

    from assistant.tables.table import moment

    assert moment(text) == (None if day is None else date.fromisoformat(day).toordinal())


@pytest.mark.parametrize(("question", "value"), [
    ("How many games were played after 14 August 2013?", "2"),  # the date is a cell: still a limit for a count
    ("How many games were played before September 2013?", "2"),
    ("How many games were played since 2013-08-14?", "3"),
])
def test_a_count_before_or_after_a_date_compares_days(question: str, value: str) -> None:
    games = "Date,Opponent,Score\n3 August 2013,Leeds,2–0\n14 August 2013,Hull,1–1\n2 September 2013,Derby,0–3\n21 September 2013,Wigan,1–2\n"
    assert _guessed(question, games)[1] == value


@pytest.mark.parametrize(("question", "value", "text"), [
    # Train Name, not Train No.
    ("What is the name of the last train on the list?", "Bilaspur Express",
     "Train No.,Train Name,Destination\n12615,Tirupati Express,Tirupati\n12852,Bilaspur Express,Bilaspur\n"),
    # The one column of people, not Ministry.
    ("Who was the first minister of transport?", "C. D. Howe",
     "Ministry,Name,Took office\n16 (King),C. D. Howe,1936\n17 (St. Laurent),Lionel Chevrier,1945\n"),
])
def test_who_and_name_of_answer_in_the_column_of_names(question: str, value: str, text: str) -> None:
    assert _guessed(question, text)[1] == value


def test_who_is_not_read_plainly_from_a_column_that_does_not_hold_people() -> None:
    from assistant.tables.guessing import guess

    table = parse("Draw,Artist,Song,Points\n1,Ana Lopez,Amor,12\n2,Manuela Bravo,Sobrevivire,40\n", "contest.csv")
    assert table is not None
    assert read("Who was the last draw?", table) is None  # Draw is not who
    reading = guess("Who was the last draw?", table)
    assert reading is not None and execute(reading.query, table).value == "Manuela Bravo"  # type: ignore[union-attr]
    # A column named for who does something answers "who" itself.
    cars = parse("Driver,Constructor,Laps\nAnn Vale,Moda-Judd,12\nBea Moss,Lola,40\n", "cars.csv")
    assert cars is not None
    plain = read("Who is the last constructor?", cars)
    assert plain is not None and execute(plain.query, cars).value == "Lola"  # type: ignore[union-attr]


@pytest.mark.parametrize(("question", "value", "text"), [
    ("How long did Bob Martinez serve?", "2 years", "No.,Name,Term of Office\n1,Ann Vale,1985–1989\n2,Bob Martinez,1989–1991\n"),
    ("How long did Colin Clarke coach the Islanders for?", "4 years",
     "Name,Club,From,Until\nColin Clarke,Islanders,2007,2011\nColin Clarke,Rowdies,2012,2013\nAnn Vale,Islanders,2011,2014\n"),
    ("How long did Ann Vale serve?", None, "Name,Took office,Left office\nBob Moss,2011,2019\nAnn Vale,2019,present\n"),  # no end year: no span
])
def test_how_long_someone_served_is_the_years_between_two_cells(question: str, value: str | None, text: str) -> None:
    from assistant.tables.guessing import guess

    table = parse(text, "terms.csv")
    assert table is not None
    assert read(question, table) is None  # not a plain lookup of one cell
    reading = guess(question, table)
    result = execute(reading.query, table) if reading is not None else None
    if value is None:
        assert reading is None or reading.query.operation != "span"
    else:
        assert reading is not None and reading.query.operation == "span" and result is not None and result.value == value


def test_a_score_is_named_with_a_hyphen_whatever_dash_the_cells_write() -> None:
    scores = "Date,Opponent,Score\n3 May,Leeds,2 – 0\n10 May,Hull,1–1\n17 May,Derby,2–0\n24 May,Wigan,3–1\n"
    assert _guessed("How many games had a score of 2-0?", scores)[1] == "2"  # "2 – 0" and "2–0" are "2-0"


LINES = "Product line,Materials,Logistics\nA,402150,141300\nB,318900,129800\nC,371400,135300\n"
SQUAD = "No,Name,Position\n1,Popp,S\n2,Simin,C\n3,Hardy,C\n4,Falafala,S\n5,Konecny,S/O\n"


@pytest.mark.parametrize(("question", "value"), [
    ("what are the logistics costs for product line B?", "129800"),
    ("what were the materials for line C?", "371400"),
    ("how much did product line A spend on logistics?", "141300"),
])
def test_a_short_code_after_its_columns_name_names_its_row(question: str, value: str) -> None:
    table = parse(LINES, "lines.csv")
    assert table is not None
    reply = table_reply(question, table)
    assert reply is not None and reply.confidence >= 0.5 and reply.result.value.replace(",", "") == value


def test_a_short_code_many_rows_share_is_not_read_as_a_row() -> None:
    table = parse(SQUAD, "squad.csv")
    assert table is not None
    reply = table_reply("how many had position s?", table)  # "S", and "S/O" besides: which is meant is unclear
    assert reply is None or reply.confidence < 0.5


TENURE = "Years of service,Vacation days\n0-2,22\n3-5,25\n6 or more,28\n"
PRICES = "Order size,Discount\nunder 10 units,0%\n10 to 49 units,5%\n50 units and over,12%\n"


@pytest.mark.parametrize(("cell", "holds", "misses"), [
    ("3-5", [3, 4, 5], [2, 6]), ("6 or more", [6, 40], [5]), ("under 25", [0, 24], [25]), ("over 40", [41], [40]),
    ("$10,000 to $50,000", [10000, 50000], [9999]), ("10+", [10, 11], [9]), ("up to 5 days", [5], [6]),
])
def test_a_range_cell_holds_the_numbers_it_writes(cell: str, holds: list[int], misses: list[int]) -> None:
    from assistant.tables.table import within

    assert all(within(cell, Fraction(n)) for n in holds) and not any(within(cell, Fraction(n)) for n in misses)


@pytest.mark.parametrize("cell", ["12", "2005–06", "2–1", "0–0", "12 June", "Group A"])
def test_a_season_a_score_or_a_number_is_not_a_range(cell: str) -> None:
    from assistant.tables.table import span_of

    assert span_of(cell) is None


@pytest.mark.parametrize(("text", "question", "answer"), [
    (TENURE, "How many vacation days do I get after 4 years?", "25"),
    (TENURE, "vacation days after 10 years of service?", "28"),
    (TENURE, "How many vacation days for 3-5 years of service?", "25"),
    (TENURE, "how many vacation days with 6 or more years of service?", "28"),
    (PRICES, "What discount do I get on an order of 25 units?", "5%"),
])
def test_a_number_picks_the_row_whose_range_holds_it(text: str, question: str, answer: str) -> None:
    """Tenure and price tiers: "after 4 years" is the 3-5 row, read plainly (it was a guess,
    or "not found", as a question with a number in it)."""
    _read_plainly(text, question, answer)


def _read_plainly(text: str, question: str, answer: str) -> None:
    """The question is read with confidence and its query gives `answer`."""
    table = parse(text, "t.csv")
    assert table is not None
    reading = read(question, table)
    assert reading is not None and reading.confidence >= 0.5, reading
    result = execute(reading.query, table)
    assert result is not None and result.value == answer


@pytest.mark.parametrize("question", ["How many vacation days after 4 years and 2 months?",  # two numbers
                                      "How many vacation days after -3 years?"])  # no row holds it
def test_a_range_lookup_needs_one_number_one_row_holds(question: str) -> None:
    table = parse(TENURE, "t.csv")
    assert table is not None
    reading = read(question, table)
    assert reading is None or reading.confidence < 0.5


@pytest.mark.parametrize(("question", "not_said", "said"), [
    # The statement's table holds operating expenses only: its total is not the revenue, and
    # no column is a margin.
    ("what's the total revenue", "3,356,450 (column", "6,412,300"),
    ("what is the operating margin for product line A", "1,238,450 (column", None),
])
def test_a_table_in_a_document_does_not_answer_for_what_it_does_not_hold(isolated: Path, samples: Path, question: str,
                                                                          not_said: str, said: str | None) -> None:
    from tests.asking import ask_folder

    response = ask_folder(samples, question)["response"]
    assert not response["answer"].startswith(not_said), response
    assert said is None or said in response["answer"], response
    assert not (response["status"] == "answered" and not said), response  # nothing the documents say is sure


@pytest.mark.parametrize(("question", "holds"), [
    ("what are the logistics costs of product line B?", "129,800"),  # a word for any number names the column read
    ("What is the total operating expense for product line A?", "1,238,450"),
])
def test_a_table_in_a_document_still_answers_what_it_holds(isolated: Path, samples: Path, question: str, holds: str) -> None:
    from tests.asking import ask_folder

    response = ask_folder(samples, question)["response"]
    assert response["answer"].startswith(holds) and response["confidence"] >= 0.5, response


PACKAGES = "package,version,size,section\nbash,5.2.15,7164,shells\ncoreutils,9.1,17756,utils\nzip,3.0,636,utils\n"
STAFF = "name,team,age,height\nAna,design,34,170\nBruno,sales,41,182\n"


@pytest.mark.parametrize(("text", "question", "answer"), [
    (PACKAGES, "how big is the bash package?", "7164"),
    (PACKAGES, "How large is coreutils?", "17756"),
    (STAFF, "how old is Ana?", "34"),
    (STAFF, "how tall is Bruno?", "182"),
])
def test_a_question_that_asks_how_big_or_how_old_reads_the_column_that_measures_it(text: str, question: str,
                                                                                   answer: str) -> None:
    _read_plainly(text, question, answer)
