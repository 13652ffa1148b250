"""A job seeker's papers, asked as they ask: "how much does the job pay?" is the advert's
"Salary:"; "how do I apply?" is what to do, not the tracker's record of applications; "what do
I need to bring?" is asked of the interview letter; "will I see my reference?" is whether it is
"shown to the candidate"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import ask_folder, assert_answered_from, folder_of

ADVERT = """# Customer Service Adviser

- Location: Bristol
- Salary: £24,500 a year, plus a £1,000 bonus after 6 months

No experience is needed. To apply, send a CV and a cover letter to the recruitment team.
"""

INVITATION = """Dear Sam,

We would like to invite you to an interview on Tuesday 25 May 2027 at 10:30am. Please bring photo ID and proof of your right to work in the UK.
"""

TRACKER = """employer,role,applied,status
Harbourside Energy,Customer Service Adviser,2027-05-02,interview
Lakeview Hotels,Receptionist,2027-04-20,rejected
"""

REFERENCE = """# Reference request

- Candidate: Sam Whitaker
- Referee: Mr Colin Drake

Please tell us the job title and the reason for leaving. References are kept confidential and are not shown to the candidate.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("jobs"), "jobs", {"job_advert.md": ADVERT, "interview_invitation.txt": INVITATION,
                                                                "applications.csv": TRACKER, "reference_request.md": REFERENCE})


@pytest.mark.parametrize(("question", "document", "said"), [
    ("how much does the job pay", "job_advert.md", "£24,500"),
    ("how do I apply", "job_advert.md", "To apply, send a CV"),
    ("what do I need to bring", "interview_invitation.txt", "photo ID"),
    ("will I see my reference", "reference_request.md", "not shown to the candidate"),
])
def test_a_job_seekers_questions(papers: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(papers, question, document, said)


TICKET = """Festival ticket

Tickets are non-refundable, but you can resell yours through the official resale page until 9 July.
"""

CAMPSITE = """# Campsite rules

- Gas stoves: allowed; open fires and disposable barbecues are banned

Everything you bring must be taken home with you.
"""

INVOICES = """invoice,client,amount
NS-031,Harbour Lane Bakery,1800
"""

MEMBERSHIP = """Co-working membership

Members may bring a guest for free on two days a month.
"""


@pytest.fixture(scope="module")
def festival(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("festival"), "festival", {"e_ticket.txt": TICKET, "campsite_rules.md": CAMPSITE})


@pytest.mark.parametrize(("question", "said"), [
    # "bbq" is short for barbecue; "sell" is the ticket's "resell".
    ("can we have a bbq", "disposable barbecues are banned"),
    ("how do I sell my ticket", "resell yours"),
])
def test_a_festival_goers_words(festival: Path, question: str, said: str) -> None:
    data = ask_folder(festival, question)
    # Each was declined as out of scope: no word of it was the documents'.
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert said in data["response"]["answer"], data["response"]


def test_a_record_states_no_rule(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "coworking", {"invoices.csv": INVOICES, "membership.txt": MEMBERSHIP})
    # Not the invoices' "client: Harbour Lane Bakery" (unsure: a guest is not said to be a client).
    response = ask_folder(folder, "can I bring a client with me")["response"]
    assert response["sources"][0] == "membership.txt" and "Members may bring a guest" in response["answer"], response
