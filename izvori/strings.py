"""Every text a player reads, in Serbian (Latin script), in one place.

`t(key, **args)` formats a message. Keys are stable identifiers used by the engine
(IllegalAnswer keys, decision prompts, event kinds), the card loader, the CLI and the TUI.
To translate the game, provide another MESSAGES table with the same keys.
"""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------ general
    "app.title": "Izvori magije",
    "game.over": "Partija je završena.",
    "game.no_decision": "Trenutno se ne čeka ničija odluka.",
    # ----------------------------------------------------- illegal answers
    "answer.malformed": "Odgovor nije ispravnog oblika.",
    "answer.not_a_list": "Odgovor mora biti spisak.",
    "answer.not_a_number": "Odgovor mora biti ceo broj.",
    "answer.not_yes_no": "Odgovor mora biti da ili ne.",
    "answer.not_an_option": "To nije jedna od ponuđenih mogućnosti ({option}).",
    "answer.duplicate": "Isti izbor je naveden dva puta.",
    "answer.count": "Treba izabrati najmanje {min}, a najviše {max}.",
    "answer.out_of_range": "Broj mora biti između {min} i {max}.",
    "priority.not_legal": "Taj potez sada nije dozvoljen.",
    "pay.not_an_option": "To plaćanje sada nije moguće.",
    "divide.bad_recipient": "Šteta se ne može dodeliti tom cilju ({option}).",
    "divide.minimum": "Svakom primaocu mora se dodeliti najmanje {minimum} štete (C11.25, D10.15).",
    "divide.every_target": "Svaka odabrana meta mora dobiti deo štete (D10.15).",
    "divide.total": "Zbir dodeljene štete mora biti tačno {total}.",
    "divide.negative": "Šteta ne može biti negativna.",
    "divide.small_total": "Šteta manja od {minimum} ide celokupno jednom primaocu.",
    "divide.trample_lethal": (
        "Razbijač može dodeliti štetu braniocu tek kada svako biće koje ga blokira dobije "
        "smrtonosnu štetu (E3.102)."
    ),
    "block.one_attacker": "Svako biće može blokirati samo jedno biće koje napada (C10.25).",
    "block.illegal": "To blokiranje nije dozvoljeno.",
    "block.not_creature": "Samo bića mogu da blokiraju.",
    "block.tapped": "Aktivirano biće ne može da blokira (C10.21).",
    "block.cant_block": "Ovo biće ne može da blokira.",
    "block.unblockable": "To biće ne može biti blokirano.",
    "block.flying": (
        "Letača mogu blokirati samo letači i bića koja blokiraju kao da su letači (E3.72)."
    ),
    "block.fear": "Biće koje Zastrašuje mogu blokirati samo crna bića i artefakt bića (E3.32).",
    "block.landwalk": (
        "Biće sa Izvornom osobinom ne može biti blokirano dok branilac kontroliše izvor tog "
        "tipa (E3.42)."
    ),
    "block.protection": "Biće sa osobinom Anti ne mogu blokirati bića te boje (E3.26).",
    "order.not_a_permutation": "Treba poređati sve osobine, svaku tačno jednom.",
    # --------------------------------------------------------- prompts
    "priority": "Imaš prednost: igraj nešto ili reci „dalje”.",
    "pay.mana": "Plati {cost}.",
    "pay.unless": "Plati {cost} ili će tvoja magija biti sprečena.",
    "pay.istocnik": "Plati {cost} za Istočnik.",
    "istocnik.pay": "Istočnik: platiš li {cost} da vučeš kartu?",
    "cast.kicker": "Plaćaš li Pojačanje {cost}?",
    "cast.x": "Izaberi vrednost za X.",
    "cast.targets": "Odaberi metu.",
    "cast.divide": "Rasporedi {total} štete (najmanje 5 po meti).",
    "cast.sacrifice": "Izaberi šta žrtvuješ.",
    "trigger.targets": "Odaberi metu za izazvanu osobinu.",
    "triggers.order": "Poređaj svoje izazvane osobine (prva ide prva na niz).",
    "resolve.optional": "Želiš li da iskoristiš ovu osobinu?",
    "resolve.discard": "Odbaci {count} kart(e).",
    "resolve.search": "Izaberi kartu iz biblioteke.",
    "combat.attackers": "Najavi bića koja napadaju.",
    "combat.blockers": "Najavi bića koja blokiraju.",
    "combat.divide": "Rasporedi {total} borbene štete.",
    "cleanup.discard": "Imaš više od 7 karata: odbaci {count}.",
    # ------------------------------------------------------ card files
    "err.yaml.alias": "sidra i reference (&, *) nisu dozvoljeni u ovim fajlovima",
    "err.yaml.too_deep": "dokument je previše ugnežđen",
    "err.yaml.too_big": "fajl je prevelik",
    "err.yaml.merge": "spajanje ključeva (<<) nije dozvoljeno",
    "err.yaml.key_type": "ključ mora biti tekst",
    "err.yaml.duplicate_key": "ključ „{arg}” se ponavlja",
    "err.yaml.tag": "oznaka {arg} nije dozvoljena (dozvoljen je samo običan tekst, broj, da/ne)",
    "err.yaml.node": "neočekivan sadržaj",
    "err.yaml.syntax": "YAML greška: {arg}",
    "err.yaml.value": "neispravna vrednost: {arg}",
    "err.file.unreadable": "fajl se ne može pročitati: {arg}",
    "err.file.not_utf8": "fajl nije zapisan u UTF-8 kodiranju",
    "err.card_file_shape": "fajl sa kartama mora imati ključ „cards” sa spiskom karata",
    "err.card_prefix": "karta „{name}”: ",
    "err.card_duplicate": "karta „{name}” je već definisana (red {first})",
    "err.card_duplicate_file": "karta „{name}” je već definisana u {other}",
    "err.card.not_mapping": "karta mora biti mapa ključeva (name, cost, type, ...)",
    "err.card.name": "karti nedostaje ime (name)",
    "err.card.type": "nepoznat tip „{value}” (dozvoljeno: {allowed})",
    "err.card.unknown_key": "nepoznat ključ „{key}” u {where} (dozvoljeno: {allowed})",
    "err.card.missing": "nedostaje „{key}” u {where}",
    "err.card.cost": 'neispravna cena {field} „{value}” (primer: "2ŽŽ", "XR", "0"; '
    "slova: Ž P C R Z)",
    "err.card.cost_type": 'cena {field} mora biti tekst pod navodnicima, npr. "1R"',
    "err.card.multicolor": "višebojne karte nisu podržane (karta mora biti jedne boje)",
    "err.card.source_has_cost": "karta tipa Izvor nema mana cenu (B4.11)",
    "err.card.list": "„{key}” mora biti spisak",
    "err.card.pt": "{key} mora biti ceo broj ≥ 0 ili „*”, a ne „{value}”",
    "err.card.pt_not_creature": "snagu i izdržljivost ima samo biće",
    "err.card.cda": "za „*” treba navesti pt: (dozvoljeno: {allowed}), a ne „{value}”",
    "err.card.keyword": "nepoznata ključna osobina „{value}” (dozvoljeno: {allowed})",
    "err.card.effect_shape": "efekat se piše kao „- ime: {{parametri}}”",
    "err.card.effect_op": "nepoznat efekat „{value}” (dozvoljeno: {allowed})",
    "err.card.effect_params": "parametri efekta „{op}” moraju biti mapa",
    "err.card.amount": "„{key}” mora biti broj ili jedno od: {allowed} (a ne „{value}”)",
    "err.card.int": "„{key}” mora biti ceo broj ≥ 0 (a ne „{value}”)",
    "err.card.negative": "„{key}” ne može biti negativan",
    "err.card.bool": "„{key}” mora biti true ili false (a ne „{value}”)",
    "err.card.str": "„{key}” mora biti tekst (a ne „{value}”)",
    "err.card.selector": "„{key}: {value}” nije dozvoljeno (dozvoljeno: {allowed})",
    "err.card.color": "nepoznata boja „{value}” (dozvoljeno: {allowed})",
    "err.card.mana_kind": "nepoznata vrsta mane „{value}” (dozvoljeno: {allowed})",
    "err.card.duration": "nepoznato trajanje „{value}” (dozvoljeno: {allowed})",
    "err.card.counter": "nepoznat brojač „{value}” (dozvoljeno: {allowed})",
    "err.card.target_shape": "meta se opisuje mapom, npr. {{kind: creature}}",
    "err.card.target_kind": "nepoznata vrsta mete „{value}” (dozvoljeno: {allowed})",
    "err.card.target_count": "min i max mete moraju biti celi brojevi, 0 ≤ min ≤ max ≤ 20",
    "err.card.divide": 'divide mora biti pozitivan broj ili "X*10" (a ne „{value}”)',
    "err.card.filter": "„{key}: {value}” nije dozvoljeno (dozvoljeno: {allowed})",
    "err.card.cost_block": "cena osobine mora biti mapa (mana, tap, sacrifice, life, ...)",
    "err.card.sacrifice": "nepoznata vrsta žrtve „{value}” (dozvoljeno: {allowed})",
    "err.card.ability_shape": "osobina se piše kao „- activated: ...”, „- triggered: ...” "
    "ili „- static: ...”",
    "err.card.ability_kind": "nepoznata vrsta osobine „{value}” (dozvoljeno: {allowed})",
    "err.card.trigger_event": "nepoznat događaj izazivanja „{value}” (dozvoljeno: {allowed})",
    "err.card.intervening_if": "nepoznat uslov „if” (dozvoljeno: {allowed})",
    "err.card.static_op": "nepoznata pasivna osobina „{value}” (dozvoljeno: {allowed})",
    "err.card.static_affects": "nepoznato „affects: {value}” (dozvoljeno: {allowed})",
    "err.card.effects_not_spell": "efekte i mete na karti imaju samo iznenađenja i vradžbine; "
    "permanenti koriste abilities",
    "err.card.spell_without_effects": "iznenađenje ili vradžbina mora imati effects",
    "err.card.enchant": "enchant „{value}” nije dozvoljen (dozvoljeno: {allowed}); "
    "ima ga samo Promena",
    "err.card.produces": "karta tipa Izvor mora navesti produces: spisak boja mane",
    "err.card.rarity": "nepoznata retkost „{value}” (dozvoljeno: {allowed})",
    "err.card.internal": "interna greška pri proveri „{key}”",
    "err.deck_shape": "fajl špila mora imati ključ „cards” (ime karte: broj primeraka)",
    "err.deck_cards_shape": "„cards” mora biti mapa „ime karte: broj primeraka”",
    "err.deck_unknown_card": "karta „{name}” ne postoji{hint}",
    "err.did_you_mean": " (da li ste mislili „{name}”?)",
    "err.deck_count": "broj primeraka karte „{name}” mora biti ceo broj ≥ 1 (a ne „{value}”)",
    "err.deck_copies": "karta „{name}” je navedena {count} puta; najviše je {max} (A1.20)",
    "err.deck_size": "špil ima {count} karata; najmanje je {min} (A1.20)",
    "err.deck_not_found": "špil „{name}” ne postoji (postoje: {allowed})",
    # --------------------------------------------------------------- CLI
    "cli.check_summary": "Provereno: {cards} karata i {decks} špilova; problema: {problems}.",
    "cli.no_tui": "Igra u terminalu još nije dostupna. Probaj: izvori simulate --games 10",
    "cli.simulate_summary": (
        "{games} partija, {answers} odgovora za {seconds:.1f} s "
        "({gps:.1f} partija/s, {aps:.0f} odgovora/s); prosečno {turns:.1f} poteza; "
        "pobede: {p0} / {p1}, nerešeno: {draws}; najduža partija {longest} poteza "
        "(granica {cap})"
    ),
    "cli.simulate_violation": "Narušeno pravilo u partiji {game}: {problem}. Snimak: {path}",
    "cli.scenario_summary": "{passed} passed, {failed} failed",
    "cli.simulate_capped": "{count} partija nije završeno do granice od {cap} poteza.",
    "cli.description": "Izvori magije — dvoboj čarobnjaka u terminalu.",
    "cli.help_simulate": "odigraj nasumične partije i proveri pravila",
    "cli.help_scenario": "pokreni scenarije pravila (YAML)",
    "cli.help_check": "proveri fajlove sa kartama i špilovima",
    "cli.help_play": "igraj (podrazumevano)",
    # ------------------------------------------------------------ terms
    "step.deaktiviranje": "Deaktiviranje",
    "step.priprema": "Priprema",
    "step.vučenje": "Vučenje",
    "step.glavna1": "Glavna faza",
    "step.početak_borbe": "Početak borbe",
    "step.napadači": "Napadači",
    "step.blokeri": "Blokeri",
    "step.borbena_šteta": "Borbena šteta",
    "step.kraj_borbe": "Kraj borbe",
    "step.glavna2": "Glavna faza 2",
    "step.kraj_poteza": "Kraj poteza",
    "step.odbacivanje": "Odbacivanje",
    "reason.life": "život je pao na 0 ili manje",
    "reason.empty_library": "vukao je iz prazne biblioteke",
    "reason.concede": "predao je partiju",
    "reason.draw_both": "oba igrača su izgubila u isto vreme — nerešeno",
    "reason.loop": "beskonačna petlja obaveznih radnji — nerešeno (D22.40)",
    "reason.effect": "efekat karte",
}


def t(key: str, **args: Any) -> str:
    """The Serbian text for `key`, formatted with `args`. Unknown keys show themselves."""
    template = MESSAGES.get(key)
    if template is None:
        return key
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):
        return template
