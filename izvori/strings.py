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
    "game.over": "Partija je završena (A3.10).",
    "game.no_decision": "Trenutno se ne čeka ničija odluka (D9.12).",
    # ----------------------------------------------------- illegal answers
    "answer.malformed": "Odgovor nije ispravnog oblika ({rule}).",
    "answer.not_a_list": "Odgovor mora biti spisak ({rule}).",
    "answer.not_a_number": "Odgovor mora biti ceo broj ({rule}).",
    "answer.not_yes_no": "Odgovor mora biti da ili ne ({rule}).",
    "answer.not_an_option": "To nije jedna od ponuđenih mogućnosti ({rule}).",
    "answer.duplicate": "Isti izbor je naveden dva puta ({rule}).",
    "answer.count": "Treba izabrati najmanje {min}, a najviše {max} ({rule}).",
    "answer.out_of_range": "Broj mora biti između {min} i {max} ({rule}).",
    "priority.not_legal": "Ta radnja sada nije dozvoljena ({rule}).",
    "pay.not_an_option": "To plaćanje sada nije moguće ({rule}).",
    "divide.bad_recipient": "Šteta se ne može dodeliti tom primaocu ({rule}).",
    "divide.minimum": "Svakom primaocu mora se dodeliti najmanje {minimum} štete (C11.25, D10.15).",
    "divide.every_target": "Svaka odabrana meta mora dobiti deo štete (D10.15).",
    "divide.total": "Zbir dodeljene štete mora biti tačno {total} ({rule}).",
    "divide.negative": "Šteta ne može biti negativna ({rule}).",
    "divide.small_total": "Šteta manja od {minimum} ide celokupno jednom primaocu ({rule}).",
    "divide.trample_lethal": (
        "Razbijač može dodeliti štetu braniocu tek kada svako biće koje ga blokira dobije "
        "smrtonosnu štetu (E3.102)."
    ),
    "block.one_attacker": "Svako biće može blokirati samo jedno biće koje napada (C10.25).",
    "block.illegal": "To blokiranje nije dozvoljeno ({rule}).",
    "block.not_creature": "Samo bića mogu da blokiraju ({rule}).",
    "block.tapped": "Aktivirano biće ne može da blokira (C10.21).",
    "block.cant_block": "Ovo biće ne može da blokira (E1.30).",
    "block.unblockable": "To biće ne može biti blokirano (E1.30).",
    "block.flying": (
        "Letača mogu blokirati samo letači i bića koja blokiraju kao da su letači (E3.72)."
    ),
    "block.fear": "Biće koje Zastrašuje mogu blokirati samo crna bića i artefakt bića (E3.32).",
    "block.landwalk": (
        "Biće sa Izvornom osobinom ne može biti blokirano dok branilac kontroliše izvor tog "
        "tipa (E3.42)."
    ),
    "block.protection": "Biće sa osobinom Anti ne mogu blokirati bića te boje (E3.26).",
    "block.only_flying": (
        "To biće mogu blokirati samo letači i bića koja blokiraju kao da su letači "
        "(E1.30; Rečnik: „Kao da”)."
    ),
    "block.alone": "Biće {name} ne može da blokira kao jedino biće koje blokira (E1.30).",
    "block.min_two": "Biće {name} može biti blokirano samo sa dva ili više bića (E1.30).",
    "block.too_many": "Biće {name} ne može blokirati toliko bića koja napadaju (C10.25).",
    "block.requirement": (
        "Biće {name} blokira ako je sposobno: postoji ispravna najava u kojoj blokira, a da se "
        "ispuni više obaveza (E1.30, E1.40, E1.50)."
    ),
    "attack.not_yours": "Napadati mogu samo bića koja kontroliše aktivni igrač (C9.21).",
    "attack.tapped": "Biće {name} je aktivirano i ne može da napada (C9.21).",
    "attack.sick": (
        "Biće {name} nije pod tvojom kontrolom od početka poteza, a nema Ubrzanje (C9.21)."
    ),
    "attack.cant_attack": "Biće {name} ne može da napada (E1.10).",
    "attack.more_creatures": (
        "Biće {name} može da napadne samo ako kontrolišeš više bića nego branilac (E1.10)."
    ),
    "attack.only_with": (
        "Biće {name} ne može da napadne tog igrača: njega mogu napasti samo bića sa osobinom "
        "{keywords} (E1.10)."
    ),
    "attack.too_many": "Broj bića koja u ovom potezu još mogu da napadnu: {max} (E1.20).",
    "attack.alone": "Biće {name} ne može da napada kao jedino biće koje napada (E1.20).",
    "attack.requirement": (
        "Biće {name} napada ako je sposobno: postoji ispravna najava u kojoj napada, a da se "
        "ispuni više obaveza (E1.20, E1.40, E1.50)."
    ),
    # ------------------------------------ refusals explained (izvori/engine/explain.py)
    "play.not_in_hand": "Karta se igra iz tvoje ruke (B12.71, D10.11).",
    "source.timing": (
        "Izvor se igra samo u tvojoj glavnoj fazi, dok je niz prazan (B12.71, C6.40)."
    ),
    "source.one_per_turn": "U jednom potezu možeš odigrati samo jedan izvor (B12.71).",
    "source.forbidden": "Neki efekat ti sada ne dozvoljava da odigraš izvor (B12.72).",
    "cast.no_cost": "{name} nema mana cenu: može se igrati samo kao izvor (B13.11).",
    "cast.timing": (
        "{name} se baca samo u tvojoj glavnoj fazi, dok je niz prazan; kad god imaš prednost "
        "bacaju se samo iznenađenja (B12.21, D9.14)."
    ),
    "cast.timing_stack": (
        "Dok niz nije prazan, bacaju se samo iznenađenja; {name} čeka prazan niz (B12.21, D9.14)."
    ),
    "cast.no_targets": "{name} nema dovoljno ispravnih meta (D10.12, D10.13).",
    "cast.cant_pay": "Ne možeš da platiš {cost} za {name} (D10.18).",
    "cast.forbidden": "Neki efekat ti ne dozvoljava da baciš {name} (D10.40).",
    "cast.x_range": (
        "X mora biti između {min} i {max}: onoliko koliko mane možeš da platiš (D10.12, D10.18)."
    ),
    "activate.no_ability": "Taj objekat nema takvu aktivnu osobinu (D4.10).",
    "activate.zone": "Ta osobina karte {name} ne radi iz zone u kojoj je karta (D3.92, D3.95).",
    "activate.not_yours": "Osobine karte {name} igra samo onaj ko je kontroliše (D4.20).",
    "activate.mana_ability": (
        "Mana osobina karte {name} se igra kada plaćaš ili kada imaš prednost, kao izvor mane "
        "(D7.10)."
    ),
    "activate.sorcery_speed": (
        "Osobina karte {name} se igra samo kao čarolija: u tvojoj glavnoj fazi, dok je niz "
        "prazan (D4.50)."
    ),
    "activate.only_upkeep": "Osobina karte {name} se igra samo tokom tvoje pripreme (D4.30).",
    "activate.only_your_turn": "Osobina karte {name} se igra samo u tvom potezu (D4.30).",
    "activate.per_turn": (
        "Osobina karte {name} se u jednom potezu može odigrati najviše {count} put(a) (D4.30)."
    ),
    "activate.tapped": "{name} je već aktiviran(a), a cena traži @ (A5.40).",
    "activate.sick": (
        "{name} nije pod tvojom kontrolom od početka tvog poteza, pa ne može da plati @ (D4.40)."
    ),
    "activate.life": "Cena traži {life} života, a toliko nemaš (D10.18).",
    "activate.discard": "Cena traži da odbaciš {count} karte, a toliko nemaš u ruci (D10.18).",
    "activate.sacrifice": "Nemaš šta da žrtvuješ za cenu osobine karte {name} (D10.18).",
    "activate.no_targets": "Osobina karte {name} nema dovoljno ispravnih meta (D10.12, D10.13).",
    "activate.cant_pay": "Ne možeš da platiš {cost} za osobinu karte {name} (D10.18).",
    "activate.forbidden": "Neki efekat ne dozvoljava osobinu karte {name} (D10.40).",
    "mana.not_yours": "Manu daju samo izvori koje kontrolišeš (D4.20).",
    "mana.tapped": "{name} je već aktiviran(a) (A5.40).",
    "mana.sick": (
        "{name} nije pod tvojom kontrolom od početka tvog poteza, pa ne može da da manu (D4.40)."
    ),
    "mana.not_legal": "{name} sada ne može da da tu manu (D7.10).",
    "ignore.not_legal": "Tu stalnu osobinu sada ne možeš da zanemariš (D9.29).",
    "stop.not_legal": "Tu odloženu osobinu sada ne možeš da zaustaviš (D9.28).",
    "priority.nothing_to_pay": "Sada ništa ne plaćaš (D10.17).",
    "target.illegal": "To nije ispravna meta ({rule}, D15.50).",
    "target.twice": "Isti objekat ili igrač ne može biti odabran dva puta za istu metu (D10.13).",
    "target.count": "Treba odabrati najmanje {min}, a najviše {max} meta ({rule}).",
    "cleanup.discard_count": (
        "Odbacuješ tačno onoliko karata koliko ih imaš preko najveće veličine ruke: {min} (C15.10)."
    ),
    "attack.not_creature": "Samo bića mogu da napadnu (C9.21).",
    "block.not_yours": "Blokiraju samo bića koja branilac kontroliše (C10.21).",
    "order.not_a_permutation": "Treba poređati sve osobine, svaku tačno jednom ({rule}).",
    "order.cards_not_a_permutation": "Treba poređati sve karte, svaku tačno jednom ({rule}).",
    # --------------------------------------------------------- prompts
    "priority": "Imaš prednost: igraj nešto ili reci „dalje”.",
    "pay.mana": "Plati {cost}.",
    "pay.unless": "Plati {cost} ili će tvoja magija biti sprečena.",
    "pay.istocnik": "Plati {cost} za Istočnik.",
    "pay.stop_delayed": "Plati {cost} da zaustaviš odloženu osobinu.",
    "istocnik.pay": "Istočnik: platiš li {cost} da vučeš kartu?",
    "cast.kicker": "Plaćaš li Pojačanje {cost}?",
    "cast.x": "Izaberi vrednost za X.",
    "cast.mode": "Izaberi jedan mod.",
    "cast.targets": "Odaberi metu.",
    "cast.divide": "Rasporedi {total} štete (najmanje 5 po meti).",
    "cast.sacrifice": "Izaberi šta žrtvuješ.",
    "cast.discard": "Izaberi {count} kart(e) koje odbacuješ kao deo cene.",
    "trigger.targets": "Odaberi metu za izazvanu osobinu.",
    "trigger.pay": "Plaćaš li {cost} da odigraš ovu osobinu?",
    "trigger.pay_reveal": "Plaćaš li {cost} i otkrivaš li ovu kartu iz ruke da odigraš "
    "njenu osobinu?",
    "triggers.order": "Poređaj svoje izazvane osobine (prva ide prva na niz).",
    "resolve.optional": "Želiš li da iskoristiš ovu osobinu?",
    "resolve.discard": "Odbaci {count} kart(e).",
    "resolve.search": "Izaberi kartu iz biblioteke.",
    "resolve.copy": "Možeš izabrati biće u igri: ulazi u igru kao njegova kopija.",
    "resolve.play_copy": "Da li igraš kopiju ove karte?",
    "resolve.bottom_order": (
        "Poređaj karte koje idu na dno biblioteke (poslednja izabrana biće na samom dnu)."
    ),
    "enters.creature_type": "{name} ulazi u igru: izaberi tip bića.",
    "copy.new_targets": "Želiš li da odabereš nove mete za kopiju?",
    "copy.targets": "Odaberi mete kopije: zadrži stare ili izaberi nove ispravne mete.",
    "resolve.change_text_from": "Izaberi reč koju menjaš u tekstu.",
    "resolve.change_text_to": "Izaberi reč koja zamenjuje „{old}”.",
    "resolve.may": "Možeš to da uradiš — da li hoćeš?",
    "resolve.may_sacrifice": "Možeš da žrtvuješ permanent ({kind}); ako to ne uradiš, trpiš "
    "posledicu (D14.23). Hoćeš li da žrtvuješ?",
    "resolve.sacrifice_which": "Izaberi permanent koji žrtvuješ.",
    "resolve.choose_source": "Izaberi poreklo štete na koje se ovaj štit odnosi (D20.81).",
    # issue 16: choices of the rulebook cards' new effect words
    "resolve.creature_type": "Izaberi tip bića (B12.14: tačno jedan tip sa spiska).",
    "resolve.choose_color": "Izaberi boju.",
    "resolve.remove_named": (
        "Izaberi karte imena „{name}” iz ruke i biblioteke koje uklanjaš van igre "
        "(iz odlagališta se uklanjaju sve)."
    ),
    "resolve.search_sources": (
        "Izaberi do {count} karata iz biblioteke koje ubacuješ u igru kao izvore."
    ),
    "resolve.put_from_hand": "Izaberi kartu bića iz ruke koju ubacuješ u igru.",
    "damage.order": (
        "Više efekata menja {amount} štete koja bi bila naneta: {target}. Poređaj ih: "
        "prvi izabrani se prvi primenjuje (D20.91)."
    ),
    "damage.mode": (
        "{amount} štete koja bi bila naneta: {target} — izaberi kome se nanosi umesto toga "
        "(D20.67)."
    ),
    "damage.not_a_permutation": "Treba poređati sve efekte, svaki tačno jednom ({rule}).",
    "combat.attack_cost": (
        "Plati {cost} da bi ta bića napala (C9.23); ako odustaneš, najava se poništava."
    ),
    "combat.block_cost": (
        "Plati {cost} da bi ta bića blokirala (C10.22); ako odustaneš, najava se poništava."
    ),
    "combat.cost_life": "Za tu najavu treba platiti {life} života, a toliko nemaš (C9.23).",
    "combat.cost_sacrifice": "Za tu najavu treba žrtvovati permanente ({name}): {count}, a nemaš "
    "ih dovoljno (C9.23).",
    "combat.cost_tap": "Za tu najavu treba aktivirati neaktivirane permanente ({name}): {count}, "
    "a nemaš ih dovoljno (C9.22, C9.23).",
    "combat.cost_count": "Izaberi tačno {count} (C9.25: nema delimičnog plaćanja) ili odustani od "
    "najave.",
    "combat.cost_sacrifice_choose": "Cena najave (C9.23): izaberi {count} za žrtvovanje "
    "({kind_name}); ako odustaneš, najava se poništava.",
    "combat.cost_tap_choose": "Cena najave (C9.23): izaberi {count} za aktiviranje ({kind_name}); "
    "ako odustaneš, najava se poništava.",
    "damage.which_share": (
        "Više izvora bi istovremeno nanelo štetu: {target}, a efekat sprečavanja ili "
        "preusmeravanja pokriva samo deo. Izaberi čiju štetu prvo menja (D20.72)."
    ),
    "resolve.change_target": "Odaberi novu metu te magije.",
    "resolve.move_aura": "Izaberi drugi permanent koji taj Oreol može da promeni (B12.69).",
    "resolve.graveyard_to_hand": "Izaberi kartu iz svog odlagališta koju vraćaš u ruku.",
    "resolve.order_bottom": "Poređaj karte iz ruke (prva ide na samo dno biblioteke).",
    "draw.replacement_choice": "Više efekata zamenjuje tvoje vučenje: izaberi koji se "
    "primenjuje (D20.91).",
    "draw.replacement_optional": "Umesto vučenja karte možeš da iskoristiš ovu osobinu. Hoćeš li?",
    "zone.replacement_choice": "Više efekata menja kuda karta ide umesto na odlagalište: izaberi "
    "koji se primenjuje (D20.91).",
    "zone.replacement_optional": (
        "Umesto na odlagalište karta može da ode drugde (D20.60). Hoćeš li?"
    ),
    "life.replacement_choice": "Više efekata bi zamenilo dobijanje {amount} života: izaberi koji "
    "se primenjuje prvi; ostali se primenjuju ako još mogu (D20.91).",
    "loop.how_many": "Petlja: položaj se ponovio. Koliko puta ponavljaš petlju ({rule})?",
    "loop.lower": "Protivnik ponavlja petlju {count} puta. Izaberi isti broj (poslednja reč je "
    "tvoja) ili manji (D22.30).",
    "loop.intervene": "Protivnik ponavlja petlju {count} puta. Posle koliko ponavljanja se mešaš "
    "({count} = ne mešaš se, D22.20)?",
    "loop.higher": "Protivnik ponavlja petlju {count} puta; tvoje radnje u njoj ne zavise od "
    "njegovih. Izaberi isti ili veći broj ponavljanja (D22.50).",
    "combat.attackers": "Najavi bića koja napadaju.",
    "combat.blockers": "Najavi bića koja blokiraju.",
    "combat.divide": "Rasporedi {total} borbene štete.",
    "cleanup.discard": "Imaš više od 7 karata: odbaci {count}.",
    # ------------------------------------------------------ card files
    "err.yaml.alias": "sidra i reference (&, *) nisu dozvoljeni u ovim fajlovima",
    "err.yaml.too_deep": "dokument je previše ugnežđen",
    "err.yaml.too_big": "fajl je prevelik (najviše 512 KB i 50.000 vrednosti)",
    "err.yaml.merge": "spajanje ključeva (<<) nije dozvoljeno",
    "err.yaml.key_type": "ključ mora biti tekst",
    "err.yaml.duplicate_key": "ključ „{arg}” se ponavlja",
    "err.yaml.tag": "oznaka {arg} nije dozvoljena (dozvoljen je samo običan tekst, broj, da/ne)",
    "err.yaml.node": "neočekivan sadržaj",
    "err.yaml.syntax": "YAML greška: {arg}",
    "err.yaml.value": "neispravna vrednost: {arg}",
    "err.file.unreadable": "fajl se ne može pročitati: {arg}",
    "err.file.not_utf8": "fajl nije zapisan u UTF-8 kodiranju",
    "err.file.empty": "fajl je prazan",
    "err.file.missing": "fajl ili folder ne postoji",
    "err.file.no_yaml": "u folderu nema .yaml fajlova",
    "err.internal": "neočekivana greška pri proveri ({arg}); molimo prijavite je",
    "err.yaml.date": "„{arg}” YAML čita kao datum; ako je to tekst, stavite ga pod navodnike",
    "err.yaml.multi_doc": "fajl sme imati samo jedan YAML dokument (bez drugog „---”)",
    "err.yaml.key_bool": "ključ „{arg}” YAML čita kao da/ne ili kao prazno; stavite ga pod "
    'navodnike, npr. "{arg}"',
    "err.yaml.bad_char": "nedozvoljen znak {arg} u fajlu",
    "err.yaml.unclosed_quote": "navodnici otvoreni u ovom redu nisu zatvoreni",
    "err.yaml.tab": "tabulator nije dozvoljen za uvlačenje; uvlačite razmacima",
    "err.yaml.mana_braces": "mana cena se piše bez vitičastih zagrada i pod navodnicima, "
    'npr. cost: "2R" (a ne {{2}}{{R}})',
    "err.yaml.colon": "dvotačka sa razmakom („: ”) usred vrednosti; stavite tekst pod navodnike",
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
    "err.card.duration_spell": "trajanje „{value}” („dok god ...”) imaju samo osobine "
    "permanenata, ne magije",
    "err.card.counter": "nepoznat brojač „{value}” (dozvoljeno: {allowed})",
    "err.card.delayed_event": "nepoznat događaj odložene osobine „{value}” (dozvoljeno: {allowed})",
    "err.card.int_positive": "„{key}” mora biti ceo broj ≥ 1 (a ne „{value}”)",
    "err.card.target_shape": "meta se opisuje mapom, npr. {{kind: creature}}",
    "err.card.target_kind": "nepoznata vrsta mete „{value}” (dozvoljeno: {allowed})",
    "err.card.target_count": "min i max mete moraju biti celi brojevi, 0 ≤ min ≤ max ≤ 20",
    "err.card.divide": 'divide mora biti pozitivan broj ili "X*10" (a ne „{value}”)',
    "err.card.filter": "„{key}: {value}” nije dozvoljeno (dozvoljeno: {allowed})",
    "err.card.extra_step_both": "dodatni korak ide ili posle (after) ili pre (before) "
    "naznačenog koraka, ne oba",
    "err.card.extra_step_phase": "„{key}: {value}” nije korak iste faze kao dodatni korak „{step}”",
    "err.card.cost_block": "cena osobine mora biti mapa (mana, tap, sacrifice, life, ...)",
    "err.card.sacrifice": "nepoznata vrsta žrtve „{value}” (dozvoljeno: {allowed})",
    "err.card.ability_shape": "osobina se piše kao „- activated: ...”, „- triggered: ...” "
    "ili „- static: ...”",
    "err.card.ability_kind": "nepoznata vrsta osobine „{value}” (dozvoljeno: {allowed})",
    "err.card.trigger_event": "nepoznat događaj izazivanja „{value}” (dozvoljeno: {allowed})",
    "err.card.trigger_condition": "uslov „{key}” ne važi za događaj „{event}” "
    "(za njega važi: {allowed})",
    "err.card.trigger_value": "„{key}: {value}” ne važi za događaj „{event}” "
    "(dozvoljeno: {allowed})",
    "err.card.intervening_if": "nepoznat uslov „if” (dozvoljeno: {allowed})",
    "err.card.static_op": "nepoznata pasivna osobina „{value}” (dozvoljeno: {allowed})",
    "err.card.static_affects": "nepoznato „affects: {value}” (dozvoljeno: {allowed})",
    "err.card.effects_not_spell": "efekte i mete na karti imaju samo iznenađenja i vradžbine; "
    "permanenti koriste abilities",
    "err.card.spell_without_effects": "iznenađenje ili vradžbina mora imati effects",
    "err.card.enchant": "enchant „{value}” nije dozvoljen (dozvoljeno: {allowed}); "
    "ima ga samo Promena",
    "err.card.produces": "karta tipa Izvor mora navesti produces: spisak boja mane",
    "err.card.counters_shape": 'enters_with_counters je mapa brojač: broj, npr. {"+10/+10": 2}',
    "err.card.rarity": "nepoznata retkost „{value}” (dozvoljeno: {allowed})",
    "err.card.origin": "nepoznato poreklo karte „{value}” (dozvoljeno: {allowed})",
    "err.card.internal": "interna greška pri proveri „{key}”",
    "err.card.yaml_bool": "„{key}: {value}” — YAML 1.1 čita {value} kao da/ne (true/false), "
    'a ovde treba tekst; stavite ga pod navodnike: {key}: "{value}"',
    "err.card.empty": "„{key}” nema vrednost",
    "err.card.int_signed": "„{key}” mora biti ceo broj, npr. 10 ili -10 (a ne „{value}”)",
    "err.card.too_big": "„{key}: {value}” je preveliko (najviše {max})",
    "err.card.cost_braces": "cena {field} se piše bez vitičastih zagrada i pod navodnicima, "
    'npr. "2R" (a ne {{2}}{{R}})',
    "err.card.ref": "ime mete „{value}” nije dozvoljeno (mala slova, cifre i _, "
    "ne ime selektora kao self, you, enchanted)",
    "err.card.ref_duplicate": "dve mete imaju isto ime „{value}”; dajte im različite ref:",
    "err.card.name_type": "ime karte mora biti tekst (a ne „{value}”); stavite ga pod navodnike",
    "err.card.name_form": (
        "ime karte mora biti u jednom redu, bez kontrolnih znakova, najviše 80 znakova"
    ),
    "err.card.pt_star_both": "ako je snaga „*”, i izdržljivost mora biti „*” (i obrnuto)",
    "err.card.pt_without_star": "pt: se navodi samo kada su snaga i izdržljivost „*”",
    "err.card.enters_not_permanent": "„{key}” važi samo za karte koje ulaze u igru (permanente)",
    "err.card.kicker_effects_without_kicker": "kicker_effects bez kicker: navedite cenu "
    "Pojačanja (kicker)",
    "err.card.redirect_modes": "„{key}” je jedno odredište ili spisak od najviše {max} odredišta",
    "err.card.instead_shape": "„{key}” je mapa, npr. {{amount: 60, if_color: crna}}",
    "err.card.produces_not_source": "produces: ima samo karta tipa Izvor",
    "err.card.only_with": "„{key}” je dozvoljeno samo uz {other}",
    "err.card.modes": "modes mora biti spisak od najmanje dva moda; svaki mod je mapa "
    "(text, targets, effects)",
    "err.card.modes_and_effects": "uz modes nema posebnih targets, effects ni kicker: "
    "mete i efekti idu u svaki mod (D15.72)",
    "err.card.mode_text_duplicate": "dva moda imaju isti tekst „{value}”; igrač bira mod po tekstu",
    "err.card.zone_cost": "cena „{key}” se može platiti samo dok je karta u zoni „{needs}”, "
    "a osobina deluje iz zone „{zone}” (D3.95, D3.97); navedite zone: {needs}",
    "err.card.zone_effect": "„{op}: {{what: self}}” vraća ovu kartu iz odlagališta, pa to "
    "može samo osobina sa zone: odlagalište ili izazvana kada ova karta ode u odlagalište "
    "(D3.97)",
    "err.card.hand_trigger_reveal": "osobina koja deluje iz ruke mora imati cenu sa "
    "reveal: true (karta se otkriva kada se osobina igra, D3.95)",
    "err.card.trigger_cost": "cena izazvane osobine može imati samo mana, life, discard_self "
    "i reveal",
    "err.card.ignore_cost": "ignore_cost može imati samo mana, life, sacrifice i discard (bez X)",
    "err.card.only_for": "„{key}” postoji samo uz {what}",
    "err.card.mana_word": "vrsta mane „{value}” ovde nema smisla (same_kind samo u "
    "osobini when: tapped_for_mana; opponent_source_color samo kao prvi efekat mana osobine)",
    "err.card.mana_trigger": "izazvana mana osobina (when: tapped_for_mana sa add_mana) se "
    "razrešava odmah, bez niza: sme imati samo add_mana efekte sa brojem kao amount i igračem "
    "(you, trigger_player, opponent, each_player) kao who, bez meta, if i optional",
    "err.card.mana_ability_effects": "mana osobina (aktivna osobina bez meta čiji je prvi "
    "efekat add_mana) sme imati samo taj jedan efekat; „{op}” posle add_mana nije podržan "
    "(D7.10)",
    "err.card.mana_ability_amount": "mana osobina (aktivna osobina bez meta čiji je prvi "
    "efekat add_mana) daje manu čim se odigra, bez niza: amount njenog add_mana mora biti broj, "
    "a ne „{value}” (D7.10)",
    "err.deck_shape": "fajl špila mora imati ključ „cards” (ime karte: broj primeraka)",
    "err.deck_cards_shape": "„cards” mora biti mapa „ime karte: broj primeraka”",
    "err.deck_unknown_card": "karta „{name}” ne postoji{hint}",
    "err.did_you_mean": " (da li ste mislili „{name}”?)",
    "err.deck_count": "broj primeraka karte „{name}” mora biti ceo broj ≥ 1 (a ne „{value}”)",
    "err.deck_copies": "karta „{name}” je navedena {count} puta; najviše je {max} (A1.20)",
    "err.deck_size": "špil ima {count} karata; najmanje je {min} (A1.20)",
    "err.deck_not_found": "špil „{name}” ne postoji (postoje: {allowed})",
    # packaging (issue 20): the user's decks beside the bundled ones, never shadowed
    "tui.start.user_deck": "{name} (tvoj špil)",
    "err.deck_clash": "špil „{name}” već postoji u {other}; preimenuj jedan od ta dva fajla",
    "err.deck_ambiguous": "špil „{name}” postoji u više fajlova ({files}); preimenuj jedan",
    "err.nothing_found": "nije pronađena nijedna karta ni špil; traženo u: {where}",
    "err.no_cards_found": "nije pronađen nijedan fajl sa kartama; traženo u: {where}",
    "err.no_decks_found": "nije pronađen nijedan špil; traženo u: {where}",
    # --------------------------------------------------------------- CLI
    "cli.check_summary": "Provereno: {cards} karata i {decks} špilova; problema: {problems}.",
    # check-cards per deck (issue 16 item 5): colours, curve, cards the deck cannot cast
    "check.deck.summary": (
        "{path}: špil „{name}”, {size} karata; boje: {colors}; izvori boja: {sources}; "
        "krivulja (cena:karata): {curve}"
    ),
    "check.deck.none": "nema",
    "check.deck.uncastable": (
        "{path}:{line}: upozorenje: karta „{card}” ne može da se baci — u špilu nema "
        "dovoljno izvora boje: {colors} (B12.76)"
    ),
    "cli.no_tui": "Igra u terminalu još nije dostupna. Probaj: izvori simuliraj --partije 10",
    "cli.simulate_summary": (
        "{games} partija, {answers} odgovora za {seconds:.1f} s "
        "({gps:.1f} partija/s, {aps:.0f} odgovora/s); prosečno {turns:.1f} poteza; "
        "pobede: {p0} / {p1}, nerešeno: {draws}; najduža partija {longest} poteza "
        "(granica {cap})"
    ),
    "cli.simulate_violation": "Narušeno pravilo u partiji {game}: {problem}. Snimak: {path}",
    "cli.scenario_summary": "{passed} passed, {failed} failed",
    "scenario.unexpected": "neočekivana greška u scenariju ili mašini: {detail}",
    "scenario.is_puzzle": (
        "ovo je zagonetka za računar (ima „computer”), ne scenarij pravila: "
        "pokreni je sa „izvori zagonetka {path} --agent lako|srednje|tesko”"
    ),
    # --- computer opponent (issue 14): one-line reasons for its plays, levels, play mode
    "ai.reason.source": "{card} kao izvor: karta koja najmanje treba",
    "ai.reason.creature": "{card}: jača tablu",
    "ai.reason.spell": "{card}: ima mane za to",
    "ai.reason.sweeper": "{card}: protivnik gubi više bića",
    "ai.reason.burn_lethal": "{card} na {target}: to je pobeda",
    "ai.reason.burn_kill": "{card} na {target}: ubija ga",
    "ai.reason.deny_block": "{card} na {target}: bez tog blokera napad je smrtonosan",
    "ai.reason.steal": "{card} na {target}: sada je naše",
    "ai.reason.tap_for_our_turn": "{card} na {target}: ostaje aktivirano i u našem potezu",
    "ai.reason.renamed_blocks": "{card} na {target}: njegovi napadači postaju blokirljivi",
    "ai.reason.bounce_self_upkeep": "{card} na {target}: inače priprema uzima poslednji život",
    "ai.reason.steal_lethal": "{card} na {target}: napada s nama, napad je smrtonosan",
    "ai.reason.aura_lethal": "{card} na {target} pre borbe: napad je smrtonosan",
    "ai.reason.aura_ping_lethal": "{card} na {target}: odmah nanosi poslednju štetu",
    "ai.reason.replay": "{card} na {copy} — {reason}",
    "ai.reason.keeps_alive": "{card} na {target}: bez toga {player} gubi partiju",
    "ai.reason.turn_aside": "{card} na {target}: menja joj metu",
    "ai.reason.take_attacker": "{card} na {target}: uzima ga iz napada",
    "ai.reason.card_back": "{card} nazad u ruku",
    "ai.reason.blocker_saves": "{card}: s tim blokerima preživljava idući napad",
    "ai.reason.equip_saves": "{card} na {target}: tako blokira idući napad, a život ostaje",
    "ai.reason.tokens_lethal": "{card}: s novim bićima napad je smrtonosan",
    "ai.reason.life_win": "{card}: dovoljno života za pobedu na početku pripreme",
    "ai.reason.extra_combat": "{card}: još jedan napad je smrtonosan",
    "ai.reason.ward": "{card} na {target}: {spell} ostaje bez mete",
    "ai.reason.echo": "{card} kopira {target} — {why}",
    "ai.reason.board_lethal": "{card} pre borbe: napad postaje smrtonosan",
    "ai.reason.text_change": "{card} na {target}: {old} postaje {new}, pa ga blokiramo",
    "ai.reason.haste_lethal": "{card} sa Ubrzanjem: napad je smrtonosan",
    "ai.reason.count_lethal": "{card}: više bića nego branilac, napad je smrtonosan",
    "ai.reason.ramp_first": "{card} prvo: s tom manom i {then} istog poteza",
    "ai.reason.hand_taken": "{card}: {target} iz njegove ruke ide na dno biblioteke",
    "ai.reason.static_clears": "{card}: stalna osobina ubija blokere, napad je smrtonosan",
    "ai.reason.clear_lethal": "{card} na {target}: ubija blokera, napad je smrtonosan",
    "ai.reason.type_taken": "{card} postaje {word}: pojačanje po tipu bića",
    "ai.reason.death_gain": "{card} pre čišćenja table: svako biće koje umre daje život ({n})",
    "ai.reason.strip_survive": "{card} na {target}: posle toga njegov napad nije smrtonosan",
    "ai.reason.arms_pinger": "{card} na {target}: tada ubija {victim}",
    "ai.reason.life_goal_denied": "{card} na {player}: inače njegov život dobija partiju",
    "ai.reason.winner_kept": "Blokira {blocks}: preživljava, a biće koje sutra pobeđuje ostaje",
    "ai.reason.hand_kept": "Blokira {blocks}: odbacivanje bi uzelo kartu koja mu treba",
    "ai.reason.pump_shot": "{card} pre napada: tada osobina bića ubija blokera, napad pobeđuje",
    "ai.reason.pump_completes_shot": (
        "{card} pre nego što se razreši osobina ({shooter}): {target} tada gine"
    ),
    "ai.reason.second_shot": "{card} na {shooter}: deaktivirano, puca još jednom — {target} gine",
    "ai.reason.trick_block": "Blokira {blocks}: s iznenađenjem iz ruke blok dobija borbu",
    "ai.reason.pump_survives": "{card} posle blokova: blokeri zadržavaju dovoljno štete",
    "ai.reason.ward_sweep": "{card} na {target} pre čišćenja: preživi ga, pa napad pobeđuje",
    "ai.reason.removed_several": "{card}: {targets}",
    "ai.reason.shot_blanked": "{card} na {target}: njegova osobina tada nanosi 0",
    "ai.reason.shot_lethal": "{card} na {target}: bez tog blokera napad pobeđuje",
    "ai.reason.arms_blocker": "{card} na {target}: sada može da blokira, napad nije smrtonosan",
    "ai.reason.evasion_kept": "{card} na {target}: prolazi u našem potezu, naša mana ostaje",
    "ai.reason.pump_saves": "{card} kao odgovor: čuva bića od magije na nizu ({count})",
    "ai.reason.draw_lethal": "{card}: {target} gubi kad vuče kartu na početku svog poteza",
    "ai.reason.strip_lethal": "{card} na {target}: posle toga blok ne zaustavlja napad, "
    "napad je smrtonosan",
    "ai.reason.regenerate": "{card} se regeneriše: inače bi bilo uništeno",
    "ai.reason.bounce_self": "{card} se vraća u ruku: inače bi bilo uništeno",
    "ai.reason.put_creature": "{card}: biće iz ruke u igru bez cene",
    "ai.reason.prevent": "{card} štiti {target}: sprečena šteta spasava",
    "ai.reason.redirect": "{card} preusmerava štetu na {target}",
    "ai.reason.animate_attack": "{card} postaje biće i napada",
    "ai.reason.animate_block": "{card} postaje biće da blokira",
    "ai.reason.sacrifice_draw": "{card}: žrtvuje {target}, koje ionako umire, i vuče {n}",
    "ai.reason.burn_face": "{card} na {target}: nema koga drugog da ubije",
    "ai.reason.save": "{card} na {target}: spasava ga u borbi",
    "ai.reason.enchant": "{card} na {target}: najbolje biće",
    "ai.reason.unpumped": "{card} na {target}: bez pojačanja gubi borbu",
    "ai.reason.move_aura": "{card} uzima {target}: s njim naše biće dobija borbu",
    "ai.reason.lethal_attack": "Napad sa {cards}: dovoljno za pobedu",
    "ai.reason.safe_attack": "Napad sa {cards}: nijedan blok ne isplati",
    "ai.reason.no_safe_attack": "Ne napada: svaki napad gubi biće",
    "ai.reason.no_attack": "Ne napada",
    "ai.reason.good_block": "Blokira {blocks}: dobra razmena",
    "ai.reason.chump_block": "Blokira {blocks}: inače gubi partiju",
    "ai.reason.gang_block": "Blokira {blocks}: zajedno ga ubijaju",
    "ai.reason.danger_block": "Blokira {blocks}: razmena, inače je idući napad opasan",
    "ai.reason.no_block": "Ne blokira: šteta nije opasna",
    "ai.reason.search": "Pretraga {worlds} mogućih svetova: {reason}",
    "ai.reason.hold": "Dalje: bolje je sačekati",
    "ai.reason.aimed": "{card} na {target}",
    "ai.reason.mode": "{card}: {mode}",
    "ai.reason.counter": "{card} na {target}: poništava ga",
    "ai.reason.burn_two": "{card} na {first} i {second}: ubija oba",
    "ai.reason.burn_split": "{card} deli štetu na {targets}: ubija {killed}",
    "ai.reason.kicked": "{card} s pojačanjem",
    "ai.reason.drain_lethal": "{card} na {target}: {player} gubi poslednji život",
    "ai.reason.life_set_lethal": "{card}: {player} ostaje bez života, to je pobeda",
    "ai.reason.life_set": "{card}: protivnik gubi više života nego mi",
    "ai.reason.return_self": "{card} se vraća u igru iz odlagališta",
    "ai.reason.purge": "{card}: protivnik gubi više artefakata i promena",
    "ai.reason.life_to": "{card}: život postaje {n}",
    "ai.reason.discard_opp": "{card} na {target}: odbacuje {n}",
    "ai.reason.survive": "{card}: s tim životom preživljava idući napad",
    "ai.reason.bounce_save": "{card} na {target}: vraća ga u ruku pre nego što bude uništeno",
    "ai.reason.bounce_attacker": "{card} na {target}: bez njega napad nije smrtonosan",
    "ai.reason.burn_together": "{card} na {target}: sa ostalom štetom iz ruke, to je pobeda",
    "ai.reason.also": "{reason}; {target} za drugi izbor",
    "ai.reason.sacrifice": "{reason}, žrtvuje {card}",
    "ai.reason.discard": "{reason}, odbacuje {cards}",
    "ai.reason.flash": "{card}: iznenađenje u protivnikovom potezu",
    "ai.reason.pump": "{card} na {target}: dobija borbu",
    "ai.reason.pump_all": "{card}: bića dobijaju borbu",
    "ai.reason.pump_lethal": "{card}: napad postaje smrtonosan",
    "ai.reason.fog": "{card}: sprečava štetu u borbi",
    "ai.reason.search_attack": "Napad sa {cards}",
    "ai.reason.search_block": "Blokira {blocks}",
    "ai.level.nasumicno": "nasumično",
    "ai.level.lako": "lako",
    "ai.level.srednje": "srednje",
    "ai.level.tesko": "teško",
    "ai.cli.agents": (
        "partije računar protiv računara: A i B su nasumicno, lako, srednje, tesko, "
        "tesko-vidi (vidi sve karte) ili tesko-siroko (kao tesko-vidi, ali ne vidi karte) — "
        "ova dva samo za merenje; tesko@800 daje nivou svoje vreme u ms"
    ),
    "ai.cli.think_ms": "vreme za razmišljanje po odluci u milisekundama (za pretragu)",
    "ai.cli.json": "samo JSON u poslednjem redu (za skripte)",
    "ai.cli.row": (
        "{agent}: {wins}/{games} pobeda, {draws} nerešeno, {score:.1f}% "
        "(95%: {lo:.1f}–{hi:.1f}%), razmišljanje medijana {median} ms, p95 {p95} ms, "
        "najviše {max} ms"
    ),
    "ai.cli.puzzle": "zagonetke za računar: da li nalazi potez koji zagonetka traži",
    "ai.cli.puzzle_paths": "fajlovi ili folderi sa zagonetkama",
    "ai.cli.agent": "koji računar rešava zagonetke (nasumicno, lako, srednje, tesko)",
    "ai.puzzle.must_attack": "Trebalo je da napadne sa {card}",
    "ai.puzzle.must_not_attack": "Nije smeo da napadne sa {card}",
    "ai.puzzle.bad_computer": "„computer” mora biti ime jednog od igrača: {allowed}",
    "ai.puzzle.bad_until": "„until” mora biti vrsta odluke: {allowed}",
    "ai.puzzle.must_choose": "Trebalo je da izabere {card}",
    "ai.puzzle.must_block": "Trebalo je da blokira: {blocker} → {attacker}",
    "ai.puzzle.must_block_any": "Trebalo je da blokira (inače gubi)",
    "ai.puzzle.must_not_block": "Nije smeo da žrtvuje biće u bloku",
    "ai.puzzle.bad_target": "Nije smeo da gađa {target}",
    "ai.puzzle.must_target": "Trebalo je da gađa {target}",
    "ai.puzzle.x_small": "X = {x} je premalo (treba bar {need})",
    "ai.puzzle.x_large": "X = {x} je previše (najviše {most})",
    "ai.puzzle.must_decline": "Trebalo je da odgovori „ne”",
    "ai.puzzle.must_not_cast": "Nije smeo da odigra {card}",
    "ai.puzzle.unknown_expect": "nepoznat zahtev „{key}” pod expect (dozvoljeni: {allowed})",
    "ai.puzzle.must_pass": "Trebalo je da kaže dalje",
    "ai.puzzle.must_cast": "Trebalo je da odigra {card}",
    "ai.puzzle.must_activate": "Trebalo je da upotrebi osobinu karte {card}",
    "ai.puzzle.never_asked": "Računar nije dobio odluku „{kind}”",
    "ai.puzzle.declared_already": (
        "u koraku „{step}” računar je u postavci već odlučio (bez „combat:” — nikoga); "
        "za tu odluku počni od koraka „{earlier}”"
    ),
    "ai.puzzle.not_a_map": "zagonetka mora biti mapa",
    "ai.puzzle.bad_file": "neispravna zagonetka ({detail})",
    "ai.puzzle.summary": "Rešeno: {passed}, nerešeno: {failed}.",
    "ai.cli.computer": "igraj protiv računara (nivo: {levels}); računar igra kao drugi igrač",
    "ai.unknown_agent": "Nepoznat računar „{name}”. Izaberi: {choices}.",
    "ai.thinking": "Računar razmišlja…",
    "ai.help_key": "[b]r[/] — šta bi računar uradio na tvom mestu (predlog sa razlogom)",
    "ai.log_line": "{player}: {reason}",
    "ai.suggest_line": "Računar bi: {answer} — {reason}",
    "ai.suggest_no_reason": "nema boljeg poteza",
    "ai.suggest_none": "Sada nemaš šta da odlučiš.",
    "ai.action.pass": "dalje",
    "ai.action.source": "{card} kao izvor",
    "ai.action.cast": "igra {card}",
    "ai.action.activate": "koristi osobinu: {card}",
    "ai.action.mana": "mana iz {card}",
    "ai.action.ignore": "plaća da zanemari {card}",
    "ai.action.pay": "plaća iz zaliha",
    "ai.action.auto": "plaća automatski",
    "ai.action.cancel": "odustaje",
    "ai.action.stop": "zaustavlja {card}",
    "ai.action.loop": "ponavlja petlju",
    "ai.action.none": "ništa",
    "ai.start.opponent": "Protivnik",
    "ai.start.human": "Igrač za istim računarom",
    "ai.start.computer": "Protiv računara — {level}",
    "ai.bind.suggest": "Šta bi računar?",
    "ai.suggest_title": "Šta bi računar uradio?",
    "ai.honesty": (
        "Računar nikad ne vidi tvoju ruku ni tvoju biblioteku: "
        "igra samo sa onim što vidi i igrač na njegovom mestu."
    ),
    "cli.simulate_capped": "{count} partija nije završeno do granice od {cap} poteza.",
    "cli.description": "Izvori magije — dvoboj čarobnjaka u terminalu.",
    "cli.help_simulate": "odigraj nasumične partije i proveri pravila",
    "cli.help_simulate_json": "poslednji red izlaza: rezultati kao jedan JSON objekat",
    "cli.help_scenario": "pokreni scenarije pravila (YAML)",
    "cli.help_check": "proveri fajlove sa kartama i špilovima",
    "cli.help_play": "igraj (podrazumevano)",
    # Serbian CLI (issue 11 item 8): argparse's own texts (izvori/cli/serbian.py) and the
    # options' help; the %-placeholders are argparse's
    "cli.argparse.usage": "upotreba: ",
    "cli.argparse.positionals": "argumenti",
    "cli.argparse.options": "opcije",
    "cli.argparse.commands": "naredbe",
    "cli.argparse.command_metavar": "NAREDBA",
    "cli.argparse.help": "prikaži ovu pomoć i izađi",
    "cli.argparse.version": "prikaži verziju programa i izađi",
    "cli.argparse.error": "%(prog)s: greška: %(message)s\n",
    "cli.argparse.argument": "argument %(argument_name)s: %(message)s",
    "cli.argparse.ambiguous": "opcija %(option)s je dvosmislena: može biti %(matches)s",
    "cli.argparse.expected_one": "očekuje se jedna vrednost",
    "cli.argparse.expected_at_least_one": "očekuje se bar jedna vrednost",
    "cli.argparse.expected_at_most_one": "očekuje se najviše jedna vrednost",
    "cli.argparse.expected_n": (
        "očekuje se %s vrednost|očekuju se %s vrednosti|očekuje se %s vrednosti"
    ),
    "cli.argparse.ignored_explicit": "ova opcija ne prima vrednost (dato: %r)",
    "cli.argparse.invalid_value": "„%(value)s” nije ispravna vrednost (očekuje se %(type)s)",
    "cli.argparse.invalid_choice": "„%(value)s” nije dozvoljeno (izbor: %(choices)s)",
    "cli.argparse.not_allowed_with": "ne može zajedno sa %s",
    "cli.argparse.one_required": "potreban je jedan od argumenata: %s",
    "cli.argparse.required": "nedostaje: %s",
    "cli.argparse.unrecognized": "nepoznati argumenti: %s",
    "cli.argparse.unknown_parser": "nepoznata naredba %(parser_name)r (postoje: %(choices)s)",
    "cli.argparse.cant_open": "ne mogu da otvorim „%(filename)s”: %(error)s",
    "cli.argparse.type_int": "ceo broj",
    "cli.help_version": "prikaži verziju programa i izađi",
    "cli.help_games": "broj partija (podrazumevano: %(default)s)",
    "cli.help_seed": "seme slučajnosti (podrazumevano: %(default)s)",
    "cli.help_sim_decks": "dva špila koja igraju (podrazumevano: demo-crvena demo-zelena)",
    "cli.help_turn_cap": "najviše poteza po partiji (podrazumevano: %(default)s)",
    "cli.help_out": "fajl (ili folder) za izveštaj o grešci",
    "cli.help_scenario_paths": "fajlovi ili folderi sa scenarijima",
    "cli.help_check_paths": (
        "fajlovi ili folderi za proveru (bez njih: sve karte i špilovi igre i igrača)"
    ),
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
    # ---- saves ----  (izvori/persist, `izvori replay`, `izvori --nastavi`, soak)
    "save.no_path": "(snimak u memoriji)",
    "save.at_file": "{path}: {problem}",
    "save.at_key": "{path}: {where}: {problem}",
    "save.at_answer": "{path}: {where} (odgovor br. {number}): {problem}",
    "save.too_big": "fajl je prevelik ({size} bajtova, najviše {max}) — ovo nije snimak partije",
    "save.not_found": "fajl ne postoji",
    "save.is_dir": "to je fascikla, a ne fajl",
    "save.unreadable": "fajl ne može da se pročita ({error})",
    "save.not_utf8": "fajl nije ispravan UTF-8 tekst (bajt {pos}) — verovatno je oštećen",
    "save.empty": "fajl je prazan",
    "save.duplicate_key": "polje „{key}” se pojavljuje dva puta — fajl je ručno menjan",
    "save.truncated": (
        "fajl se prekida usred podataka (red {line}, kolona {col}) — verovatno je odsečen "
        "ili oštećen"
    ),
    "save.bad_json": "fajl nije ispravan JSON (greška u redu {line}, kolona {col})",
    "save.too_deep": "JSON je previše duboko ugnežđen",
    "save.bad_number": "neispravan broj u fajlu ({error})",
    "save.type.null": "ništa (null)",
    "save.type.bool": "da/ne vrednost",
    "save.type.int": "ceo broj",
    "save.type.float": "decimalni broj",
    "save.type.str": "tekst",
    "save.type.list": "spisak",
    "save.type.dict": "objekat",
    "save.wrong_type": "treba da bude {expected}, a jeste {actual}",
    "save.out_of_range": "vrednost {value} nije dozvoljena (od {lo} do {hi})",
    "save.too_long": "tekst je duži od {max} znakova",
    "save.control_chars": "tekst sadrži kontrolne znakove ({value})",
    "save.empty_text": "tekst je prazan",
    "save.two_items": "treba da ima tačno dve stavke, a ima {count}",
    "save.not_a_save": 'ovo nije snimak partije Izvora magije (nema "format": "{format}")',
    "save.missing_key": "nedostaje obavezno polje „{key}”",
    "save.unknown_key": "nepoznato polje „{key}”",
    "save.bad_version": "neispravna verzija formata ({version})",
    "save.future_version": (
        "partija je snimljena novijom verzijom igre (format verzija {version}, ova igra zna "
        "samo do verzije {known}); ažuriraj igru da bi je otvorio"
    ),
    "save.deck_too_big": "špil ima {count} karata (najviše {max})",
    "save.bad_fingerprint": "otisak karte nije ispravan (16 heksadecimalnih cifara)",
    "save.too_many_answers": "previše odgovora ({count}, najviše {max})",
    "save.bad_digest": "otisak stanja nije ispravan (64 heksadecimalne cifre)",
    "save.entry_not_object": "odgovor treba da bude objekat, a jeste {actual}",
    "save.bad_player": "igrač mora biti 0 ili 1, a ne {value}",
    "save.bad_concede": 'polje "concede" može imati samo vrednost true',
    "save.concede_answer": 'predaja ne može imati odgovor ("answer" mora biti null)',
    "save.answer_number": "broj u odgovoru je prevelik",
    "save.answer_text": "neispravan tekst u odgovoru ({value})",
    "save.answer_shape": "odgovor nije ispravnog oblika",
    "save.unknown_card": "karta „{name}” ne postoji u ovom skupu karata",
    "save.no_fingerprint": "za kartu „{name}” nema otiska u polju „cards”",
    "save.card_changed": (
        "karta „{name}” je izmenjena otkad je partija snimljena (drugi skup karata), "
        "pa se partija ne može verno ponoviti"
    ),
    "save.start_failed": "partija ne može da počne iz ovog snimka ({error})",
    "save.replay.illegal": "odgovor nije dozvoljen u toj poziciji: {reason}",
    "save.replay.wrong_player": (
        "odgovor je upisan za igrača {player}, a odluku tada donosi igrač {expected} "
        "(pogrešan redosled odgovora)"
    ),
    "save.replay.engine_error": "ponavljanje partije se srušilo na ovom odgovoru ({error})",
    "save.replay.bad_entry": "odgovor nije ispravnog oblika",
    "save.replay.unknown_card": "karta „{name}” ne postoji u ovom skupu karata",
    "save.replay.card_changed": "karta „{name}” je izmenjena otkad je partija snimljena",
    "save.replay.no_fingerprint": "za kartu „{name}” nema otiska",
    "save.replay.version": "nepoznata verzija zapisa partije ({version})",
    "save.replay.bad_card_name": "ime karte nije tekst ({name})",
    "save.warn_digest": (
        "{path}: ponovljena partija se ne poklapa sa snimljenim stanjem (otisak stanja je "
        "drugačiji) — pravila igre su verovatno izmenjena od snimanja"
    ),
    "save.warn_finished": (
        "{path}: snimak i ponavljanje se ne slažu oko toga da li je partija završena"
    ),
    "save.write_failed": "Partija nije snimljena u {path}: {error}",
    "save.encode_failed": "Partija nije snimljena u {path}: podešavanja nisu JSON ({error})",
    "save.none_to_resume": "Nema snimljene partije za nastavak (traženo u {dir}).",
    "save.already_finished": (
        "{path}: ova partija je završena i ne može da se nastavi; pogledaj je sa: "
        "izvori reprodukuj {path}"
    ),
    "save.unreadable_cards": "Karte ne mogu da se učitaju, pa ni snimak:",
    # ---- hardening ----  (izvori/limits.py, izvori/fileread.py, save locks, issue 12)
    "limits.not_text": "mora biti tekst",
    "limits.blank": "ne sme biti prazno",
    "limits.too_long": "predugačko ({count} znakova, najviše {max})",
    "limits.bad_char": "sadrži nedozvoljen (kontrolni ili neispisiv) znak {char}",
    "limits.deck_small": "špil ima {count} karata, a mora imati bar {min} (A1.20)",
    "limits.deck_big": "špil ima {count} karata, a može imati najviše {max}",
    "limits.seed_type": "seme mora biti ceo broj",
    "limits.seed_range": "seme mora biti ceo broj od {min} do {max}",
    "limits.not_number": "„{value}” nije ceo broj (samo cifre 0–9, bez razmaka i oznaka)",
    "limits.out_of_range": "broj {value} nije dozvoljen (od {lo} do {hi})",
    "limits.player_name": "Ime igrača {number}: {problem}",
    "limits.deck_name": "Špil {number}: {problem}",
    "limits.seed": "Seme: {problem}",
    "file.at": "{path}: {problem}",
    "file.not_found": "fajl ne postoji",
    "file.is_dir": "to je fascikla, a ne fajl",
    "file.no_permission": "nema dozvole za čitanje",
    "file.loop": "simbolička veza pokazuje u krug",
    "file.bad_path": "putanja sadrži nedozvoljen znak",
    "file.unreadable": "fajl ne može da se pročita ({error})",
    "file.not_regular": (
        "ovo nije običan fajl (cev, uređaj ili priključak) — čitaju se samo obični fajlovi"
    ),
    "file.too_big": "fajl je prevelik ({size} bajtova, najviše {max})",
    "save.in_use": (
        "ovu partiju već ima otvorenu drugi program (ili drugi prozor igre); zatvori ga, "
        "pa pokušaj ponovo"
    ),
    "save.lock_failed": "partija ne može da se zaključa za pisanje ({error})",
    "save.bad_crash": "odeljak „crash” nije ispravan ({problem})",
    "save.symlink_note": "snimak je simbolička veza; upisuje se u fajl na koji pokazuje",
    "cli.bad_number": "{option}: {problem}",
    "err.file.refused": "{arg}",
    "replay.warning": (
        "UPOZORENJE: ovaj prikaz otkriva skrivene informacije — karte u obe ruke i svaku "
        "izvučenu kartu. Ne gledaj ga dok se partija još igra."
    ),
    "replay.title": (
        "Snimak partije: {p0} ({d0}) protiv {p1} ({d1}) · seme {seed} · {answers} odgovora"
    ),
    "replay.deck_unknown": "špil",
    "replay.turn": "━━ Potez {turn}: {player} ━━",
    "replay.player_line": "{name}: život {life} · biblioteka {library} · odlagalište {graveyard}",
    "replay.hand": "   ruka: {cards}",
    "replay.in_play": "   u igri: {cards}",
    "replay.nothing": "—",
    "replay.tapped": "(aktivirano)",
    "replay.answer": "  [{index}] {player}: {what}",
    "replay.draw_seen": "{player} vuče kartu: {name}",
    "replay.pass": "dalje",
    "replay.cancel": "odustaje",
    "replay.auto": "plaća automatski",
    "replay.pay": "plaća iz zalihe mane",
    "replay.source": "igra {name} kao izvor",
    "replay.cast": "baca {name}",
    "replay.activate": "aktivira osobinu karte {name}",
    "replay.mana": "uzima manu od {name} ({kind})",
    "replay.ignore": "zanemaruje efekat karte {name}",
    "replay.choice": "bira: {what}",
    "replay.yes": "da",
    "replay.no": "ne",
    "replay.concede": "predaje partiju",
    "replay.end_running": "Kraj snimka: partija još traje (potez {turn}).",
    "replay.end_over": "Kraj partije: {result}",
    "replay.winner": "pobednik je {name}",
    "replay.draw": "nerešeno",
    "replay.crash": "Izveštaj o grešci: {error} (pri odgovoru br. {number}).",
    "replay.crash_answer": "Odgovor koji je izazvao grešku: {answer}",
    "cli.help_replay": "prikaži snimljenu partiju potez po potez (otkriva obe ruke)",
    "cli.help_replay_file": "fajl snimka ili odigrane partije",
    "cli.help_replay_all": "prikaži i svako „dalje”",
    "cli.help_resume": "nastavi snimljenu partiju (bez FAJLA: poslednju nezavršenu iz {dir})",
    "cli.help_all_pairings": "igraj sve parove špilova igre i tvojih (test izdržljivosti)",
    "cli.help_replay_check": "ponovi K partija iz snimka i proveri da je stanje identično",
    "cli.help_jobs": "broj procesa koji igraju istovremeno",
    "cli.soak_pairing": (
        "  {d0} protiv {d1}: {games} partija, pobede {p0} / {p1}, nerešeno {draws}, "
        "bez kraja {capped}"
    ),
    "cli.soak_summary": (
        "{games} partija ({pairings} para špilova), {answers} odgovora za {seconds:.1f} s "
        "({gps:.1f} partija/s); provere pravila posle svakog odgovora; ponovljeno iz snimka: "
        "{checked} partija; grešaka: {failures}"
    ),
    "cli.soak_failure": "Greška u partiji {game} ({d0} protiv {d1}, seme {seed}): {problem}",
    "cli.soak_report": "Izveštaj: {path}",
    # ---- saves end ----
    # ---- TUI ----  (izvori/tui, izvori/gamelog.py; keep this section last)
    "tui.subtitle": "dvoboj čarobnjaka za dvoje igrača za jednom tastaturom",
    "tui.subtitle_computer": (
        "dvoboj čarobnjaka: dvoje za jednom tastaturom ili sam protiv računara"
    ),
    "tui.start.title": "Nova partija",
    "tui.start.player": "Igrač {n}",
    "tui.start.name": "Ime",
    "tui.start.deck": "Špil",
    "tui.start.deck_path": "ili putanja do YAML špila",
    "tui.start.first": "Ko igra prvi",
    "tui.start.coin": "Novčić odlučuje (A2.20)",
    "tui.start.begin": "Počni partiju",
    "tui.start.rules": "Pravila i tasteri",
    "tui.start.quit": "Izlaz",
    "tui.start.hint": "Enter počinje partiju sa ovim podešavanjima.",
    "tui.start.hint_tutorial": "Enter počinje „Prvu partiju” · Tab: podešavanja i „Počni partiju”.",
    # the hint follows the focus: what Enter does there
    "tui.start.hint_button": "Enter: „{label}” · Tab: dalje.",
    "tui.start.hint_select": "Enter otvara izbor i bira · Tab: dalje, do „Počni partiju”.",
    "tui.start.deck_error": "Partija ne može da počne:",
    "tui.start.name_default": "Igrač {n}",
    "tui.coin.title": "Bacanje novčića",
    "tui.coin.flipping": "Novčić se vrti…",
    "tui.coin.result": "Prvi igra: {player}",
    "tui.coin.chosen": "Prvi igra: {player} (izabrano)",
    "tui.coin.rule": "Pobednik bacanja igra prvi i preskače vučenje u prvom potezu (A2.21).",
    "tui.coin.rule_chosen": "Ko igra prvi, preskače vučenje u prvom potezu (A2.21).",
    "tui.continue": "Enter — dalje",
    "tui.handover.title": "Tastaturu preuzima: {player} — pritisni Enter",
    "tui.handover.hint": "{other} neka ne gleda u ekran. Tvoja ruka se pojavljuje posle Enter.",
    "tui.handover.why": "Sledeća odluka: {what}",
    "tui.handover.concede": "F9 — predaja",
    "tui.handover.when": "potez {turn} ({player})",
    "tui.handover.recap": "Od tvog poslednjeg poteza za tastaturom:",
    "tui.handover.recap_none": "Od tvog poslednjeg poteza za tastaturom nije bilo javnih događaja.",
    "tui.why.forced": "Partija se nastavlja odavde.",
    "tui.why.holding": "Odigrao si nešto: i dalje imaš prednost.",
    "tui.why.targeted": "{player} stavlja {card} na niz — meta si ti ili nešto tvoje.",
    "tui.why.opponent_niz": "{player} stavlja {card} na niz.",
    "tui.why.attacked": "Napadnut si: {player} napada (bića: {n}).",
    "tui.why.own_step": "Tvoje zaustavljanje: {step_name}.",
    "tui.why.opponent_step": "Tvoje zaustavljanje u potezu igrača {player}: {step_name}.",
    "tui.why.blockers": "Napadnut si: {player} napada (bića: {n}) — biraš blokere.",
    "tui.why.decision": "Tvoja odluka: {kind_name}.",
    "tui.cli.names": "imena igrača (podrazumevano: Ana Boris)",
    "tui.cli.decks": "špilovi (imena špilova igre ili tvojih) ili putanje do YAML fajlova",
    "tui.cli.seed": "seme slučajnosti (ista partija za isto seme i iste odluke)",
    "tui.cli.first": "ko igra prvi (1 ili 2); bez ovoga odlučuje novčić",
    "tui.status.turn": "Potez {turn}",
    "tui.status.active": "Na potezu: {player}",
    "tui.status.priority": "Prednost: {player}",
    "tui.status.deciding": "Odlučuje: {player}",
    "tui.status.auto_on": "Auto-dalje: do kraja poteza",
    "tui.status.auto_stops": "Auto-dalje: po zaustavljanjima",
    "tui.only_pass": "Tvoje zaustavljanje: sada možeš samo da kažeš „dalje” (d).",
    "tui.player.life": "Život {life}",
    "tui.player.library": "Biblioteka {n}",
    "tui.player.hand": "Ruka {n}",
    "tui.player.graveyard": "Odlagalište {n}",
    "tui.player.counts_short": "Bibl. {library} · Ruka {hand} · Odl. {graveyard}",
    "tui.player.pool": "Izvorište:",
    "tui.player.pool_empty": "prazno",
    "tui.player.sources": "Izvori:",
    "tui.player.no_sources": "nema izvora",
    "tui.player.lost": "IZGUBIO",
    "tui.player.revealed_hand": "Otkrivena ruka: {cards}",
    "tui.player.you": "(ti)",
    "tui.source.free": "{n} slob.",
    "tui.source.tapped": "{n} akt.",
    "tui.hand.title": "Ruka — {player}",
    "tui.hand.hidden": "Ruka je skrivena ({n} karata).",
    "tui.hand.empty": "Ruka je prazna.",
    "tui.hand.legend": "▶ može se odigrati sada",
    "tui.niz.title": "Niz",
    "tui.niz.empty": "Niz je prazan.",
    "tui.niz.next": "razrešava se sledeće",
    "tui.niz.targets": "mete: {targets}",
    "tui.niz.combat": "Borbena šteta",
    "tui.niz.kind.spell": "magija",
    "tui.niz.kind.ability": "osobina",
    "tui.niz.kind.trigger": "izazvana osobina",
    "tui.niz.kind.combat_damage": "borbena šteta",
    "tui.niz.x": "X={x}",
    "tui.niz.kicked": "pojačano",
    "tui.niz.copy": "Kopija: {name}",
    "tui.niz.mode": "mod: {mode}",
    "tui.log.title": "Zapis partije",
    "tui.inspector.title": "Karta",
    "tui.inspector.empty": "Izaberi kartu (Tab, strelice ili miš) da je vidiš ovde.",
    "tui.inspector.cost": "Cena: {cost}",
    "tui.inspector.no_cost": "Cena: nema",
    "tui.inspector.pt": "Snaga/izdržljivost: {pt}",
    "tui.inspector.text_changed": "[i]U tekstu: „{old}” je zamenjeno rečju „{new}”.[/]",
    "tui.inspector.as_source": "U igri kao izvor; karta je „{name}”.",
    "tui.inspector.rarity": "Retkost: {rarity}",
    "tui.inspector.damage": "Šteta na biću: {damage}",
    "tui.inspector.counters": "Brojači: {counters}",
    "tui.chip.tapped": "↷",
    "tui.chip.attacking": "⚔",
    "tui.chip.blocking": "⛨",
    "tui.chip.sick": "☾",
    "tui.chip.token": "◇",
    "tui.chip.attached": "⊸",
    "tui.chip.legal": "◎",
    "tui.chip.chosen": "✔",
    "tui.chip.playable": "▶",
    "tui.chip.damage": "✸",
    "tui.chip.counters": "✚",
    "tui.chip.shield": "↺",
    "tui.chip.has_attachments": "⊕",
    # issue 11 item 5: the cursor as a symbol (a monochrome terminal shows no highlight colour)
    "tui.cursor": "❯",
    # issue 11 item 2 (session 4): a list taller than its rows says what is out of sight
    "tui.list.more_below": " više ↓ {n} ",
    "tui.list.more_above": " više ↑ {n} ",
    "tui.list.fewer_below": " ↓ {n} ",
    "tui.list.fewer_above": " ↑ {n} ",
    "tui.legend": (
        "↷ aktivirano · ⚔ napada · ⛨ blokira · ☾ tek došlo (ne može da napada ni @) · "
        "✸ šteta · ↺ regeneracija spremna · ✚ brojači · ⊸ pripojeno uz · ⊕ ima pripojeno · "
        "◇ simbol-biće · "
        "◎ može se izabrati · ✔ izabrano · ▶ može se odigrati · ❯ kursor (tasteri) · "
        "○ slobodan izvor · ● aktiviran izvor"
    ),
    "tui.legend.mana": (
        "Mana: {kinds}. Broj u ceni je toliko mane bilo koje vrste; X je broj koji biraš pri "
        "bacanju. @ u tekstu karte znači: aktiviraj (↷) ovu kartu."
    ),
    "tui.action.pass": "Dalje",
    "tui.action.source": "Igraj kao izvor: {name}",
    "tui.action.cast": "Baci: {name} ({cost})",
    "tui.action.activate": "Aktiviraj osobinu: {name} — {text}",
    "tui.action.activate_bare": "Aktiviraj osobinu: {name}",
    "tui.action.mana": "Mana: {name} → {kind}",
    "tui.action.ignore": "Zanemari do kraja poteza: {name}",
    "tui.action.auto": "Plati automatski",
    "tui.action.cancel": "Odustani",
    "tui.action.pay": "Plati iz izvorišta",
    "tui.action.undo": "Poništi poslednju manu (D23.10)",
    "tui.prompt.source_confirm": (
        "{name} se sada ne može baciti. {reason} Enter još jednom ili I: igraj je kao izvor."
    ),
    "tui.prompt.burn_confirm": (
        "U izvorištu ti je {n} mane: ako se faza sada završi, mana udar ti uzima {life} "
        "života (C1.30). Isti taster još jednom: „dalje”."
    ),
    "tui.action.stop": "Zaustavi odloženu osobinu: {name} ({cost})",
    "tui.action.loop": "Ponovi petlju (D22.20)",
    "tui.prompt.keys.priority": (
        "Enter: izabrano · D: dalje · Shift+D: dalje do kraja poteza · brojevi 1–9"
    ),
    "tui.prompt.keys.single": "Enter: izaberi",
    # added to a prompt's keys where Esc takes back the cast or ability (can_cancel)
    "tui.prompt.keys.esc_cancel": " · Esc: odustani",
    "tui.prompt.keys.multi": "Razmak: označi/skini · Enter: potvrdi · Esc: poništi izbor",
    "tui.prompt.keys.blockers": (
        "Izaberi blokera, pa biće koje napada · Enter na „Potvrdi” · Backspace: skini poslednje"
    ),
    "tui.prompt.keys.divide": "↑/↓: primalac · upiši iznos ili ←/→ (po 5) · Enter: potvrdi",
    "tui.prompt.keys.damage.order": (
        "Biraj redom (prvi izabrani efekat se prvi primenjuje na štetu) · Esc: ispočetka"
    ),
    "tui.prompt.keys.order": "Biraj redom (prvi izabrani ide prvi na niz) · Esc: ispočetka",
    "tui.prompt.keys.number": "Upiši broj ili ↑/↓ · Enter: potvrdi",
    "tui.prompt.keys.yesno": "D: da · N: ne",
    "tui.prompt.keys.pay": (
        "A: plati automatski · ili izaberi izvor koji aktiviraš (broj, Enter) · "
        "U: poništi poslednju manu"
    ),
    "tui.prompt.confirm": "Potvrdi",
    "tui.prompt.chosen": "Izabrano: {n} (treba {min}–{max})",
    "tui.prompt.yes": "Da",
    "tui.prompt.no": "Ne",
    "tui.prompt.cost_left": "U izvorištu: {pool} · još treba: {left}",
    "tui.prompt.cost_paid": "U izvorištu: {pool} · dovoljno je",
    "tui.prompt.card": "Karta: {name}",
    "tui.prompt.attackers_none": "Bez napada",
    "tui.prompt.attackers_all": "Svi u napad",
    "tui.prompt.attack_confirm": "Napadni ({n})",
    "tui.prompt.no_blocks": "Bez blokiranja",
    "tui.prompt.block_confirm": "Potvrdi blokade ({n})",
    "tui.prompt.pick_blocker": "Izaberi biće koje blokira:",
    "tui.prompt.pick_attacker": "{blocker} blokira koje biće?",
    "tui.prompt.block_pair": "{blocker} ⛨ {attacker}",
    "tui.prompt.blocks_so_far": "Blokade: {pairs}",
    "tui.prompt.divide_left": "Rasporedi još: {left} od {total} (najmanje {minimum} po primaocu)",
    "tui.prompt.divide_attacker": "Napadač: {name}",
    "tui.prompt.divide_blocker": "Biće koje blokira: {name}",
    "tui.prompt.lethal": "smrtonosno: {n}",
    "tui.prompt.damage_marked": "već {n} štete",
    "tui.prompt.player_life": "život {life}",
    "tui.prompt.order_pick": "Poređaj ({done}/{total}):",
    "tui.prompt.order_item": "{name}: {text}",
    "tui.prompt.number_range": "Od {min} do {max}",
    "tui.prompt.number_value": "Broj: {n}",
    "tui.prompt.target_player": "igrač {name}",
    "tui.prompt.target_item": "na nizu: {name}",
    "tui.prompt.card_in_graveyard": "{name} (odlagalište)",
    "tui.prompt.illegal": "Nije dozvoljeno: {reason}",
    "tui.prompt.waiting": "Čeka se…",
    "tui.kind.priority": "prednost (igraj nešto ili „dalje”)",
    "tui.kind.targets": "izbor mete",
    "tui.kind.number": "izbor broja",
    "tui.kind.choose_one": "izbor",
    "tui.kind.choose_some": "izbor karata",
    "tui.kind.attackers": "najava napada",
    "tui.kind.blockers": "najava blokiranja",
    "tui.kind.divide": "raspodela štete",
    "tui.kind.order": "redosled izazvanih osobina",
    "tui.kind.yes_no": "pitanje da/ne",
    "tui.kind.pay": "plaćanje",
    "tui.bind.pass": "Dalje",
    "tui.bind.pass_turn": "Do kraja",
    "tui.bind.source": "Izvor",
    "tui.bind.confirm": "Potvrdi",
    "tui.bind.cancel": "Nazad",
    "tui.bind.help": "Pomoć",
    "tui.bind.concede": "Predaja",
    "tui.bind.graveyard": "Odlagališta",
    "tui.bind.settings": "Zaustavljanja",
    "tui.bind.log": "Zapis",
    "tui.bind.palette": "Komande",
    "tui.bind.quit": "Izlaz",
    "tui.bind.next_zone": "Sledeća zona",
    "tui.bind.close": "Zatvori",
    "tui.bind.close_list": "Zatvori listu",
    "tui.quit_title": "Izlaziš iz igre?",
    "tui.quit_hint": "Za izlaz pritisni [b]{key}[/b].",
    "tui.bind.start": "Počni",
    "tui.bind.rematch": "Revanš",
    "tui.concede.title": "Predaja partije",
    "tui.concede.question": "Ko predaje partiju? (A3.31: predaja je moguća u svakom trenutku.)",
    "tui.concede.player": "Predaje {player}",
    "tui.concede.back": "Nazad u igru",
    "tui.over.title": "Kraj partije",
    "tui.over.winner": "Pobednik: {player}",
    "tui.over.draw": "Nerešeno",
    "tui.over.reason": "{player}: {reason}",
    "tui.over.reason_draw": "Razlog: {reason}",
    "tui.over.turns": "Odigrano poteza: {turns}",
    "tui.over.board": "Sto na kraju:",
    "tui.over.player_line": (
        "{player}: život {life}, ruka {hand}, izvori {sources} — u igri: {cards}"
    ),
    "tui.over.last": "Kako se završilo:",
    "tui.over.loser_chooses": "{player} (poraženi) bira ko igra prvi u revanšu:",
    "tui.over.draw_chooses": "Nerešeno: novčić odlučuje ko igra prvi u revanšu.",
    "tui.over.me_first": "{player} igra prvi",
    "tui.over.coin": "Baci novčić",
    "tui.over.new": "Nova partija (izbor špilova)",
    "tui.over.quit": "Izlaz",
    "tui.graveyard.title": "Odlagalište — {player} ({n})",
    "tui.graveyard.empty": "Odlagalište je prazno.",
    "tui.graveyard.pick": "Čije odlagalište?",
    "tui.settings.title": "Zaustavljanja — {player}",
    "tui.settings.intro": (
        "Igra te pita na označenim mestima (i kad možeš samo „dalje”), a drugde za tebe kaže "
        "„dalje”. Bez mane u izvorištu, deaktiviranog izvora i aktivne osobine ne pita te van "
        "tvoje glavne faze. "
        "Tvoja podešavanja vidiš samo ti."
    ),
    "tui.settings.own": "Moj potez",
    "tui.settings.opponent": "Protivnikov potez",
    "tui.settings.dangers": "Uvek stani kada:",
    "tui.settings.danger.opponent_niz": "protivnik stavi nešto na niz",
    "tui.settings.danger.targeted": "meta sam ja ili nešto moje",
    "tui.settings.danger.attacked": "me napadaju",
    "tui.settings.delay": "Pauza automatskog „dalje” (sekunde)",
    "tui.settings.toggled_on": "Zaustavljanje uključeno: {what}",
    "tui.settings.toggled_off": "Zaustavljanje isključeno: {what}",
    "tui.cmd.graveyard": "Odlagalište: {player}",
    "tui.cmd.graveyard_help": "pregled odbačenih karata",
    "tui.cmd.log": "Zapis partije",
    "tui.cmd.log_help": "ceo zapis događaja",
    "tui.cmd.glossary": "Pravila: pojmovi i ključne osobine",
    "tui.cmd.glossary_help": "rečnik i tasteri",
    "tui.cmd.settings": "Zaustavljanja (podešavanja)",
    "tui.cmd.settings_help": "gde te igra pita, a gde kaže „dalje”",
    "tui.cmd.concede": "Predaja partije",
    "tui.cmd.concede_help": "predaja je moguća u svakom trenutku",
    "tui.cmd.stop": "Zaustavljanje {player}, {turn}: {step} ({state})",
    "tui.cmd.stop_help": "uključi ili isključi",
    "tui.cmd.danger": "Zaustavljanje {player}: {what} ({state})",
    "tui.cmd.theme": "Tema boja",
    "tui.cmd.theme_help": "promeni izgled (boje)",
    "tui.cmd.help": "Pomoć",
    "tui.cmd.quit": "Izlaz",
    "tui.cmd.quit_help": "zatvori igru",
    "tui.cmd.placeholder": "Traži komandu…",
    "tui.cmd.no_matches": "Ništa nije nađeno",
    "tui.cmd.theme_placeholder": "Traži temu…",
    "tui.cmd.on": "uključeno",
    "tui.cmd.off": "isključeno",
    "tui.help.title": "Pomoć: tasteri i pojmovi",
    "tui.help.keys": "Tasteri",
    "tui.help.terms": "Pojmovi",
    "tui.help.keywords": "Ključne osobine",
    "tui.help.symbols": "Simboli na tabli",
    "tui.help.key_lines": (
        "Tab / Shift+Tab — sledeći / prethodni element\n"
        "← → — karta levo/desno u zoni · ↑ ↓ — zona iznad/ispod\n"
        "Enter — izaberi / potvrdi · Razmak — označi u izboru više stvari\n"
        "Esc — nazad: poništi neodlučen izbor ili odustani od bacanja\n"
        "D — dalje (prepusti prednost) · Shift+D — dalje do kraja poteza\n"
        "I — odigraj izabranu kartu iz ruke kao izvor\n"
        "1–9 — izaberi ponuđenu mogućnost po broju\n"
        "G — odlagališta · L — zapis · S — zaustavljanja · F1 — pomoć · F9 — predaja\n"
        "Ctrl+P — komande (odlagališta, zapis, pravila, zaustavljanja, predaja) · Ctrl+Q — izlaz\n"
        "Mišem: klik na kartu je isto što i Enter na njoj."
    ),
    "tui.help.term_lines": (
        "Prednost — pravo da igraš nešto; „dalje” je prepušta (D9).\n"
        "Niz — magije i osobine čekaju na razrešenje; gornja se razrešava sledeća (D14).\n"
        "Izvor — svaka karta se može odigrati kao izvor, jednom po potezu, u svojoj glavnoj fazi.\n"
        "Izvorište — tvoja mana; prazni se na kraju svake faze.\n"
        "Mana udar — za svaku neiskorišćenu manu na kraju faze gubiš 10 života (C1.30).\n"
        "Aktivirati (↷) — okrenuti kartu; deaktivirati — vratiti je.\n"
        "Iznenađenje — može se baciti kad god imaš prednost; vradžbina samo u glavnoj fazi.\n"
        "Borbena šteta ide na niz; može se odgovoriti pre nego što se nanese (C11).\n"
        "Kada se šteta raspoređuje, svaki primalac dobija najmanje 5 (C11.25, D10.15).\n"
        "Život počinje od 200; snaga i izdržljivost su u desetinama."
    ),
    "kw.Letač": "može ga blokirati samo letač ili biće koje blokira kao letač",
    "kw.Zastrašuje": "mogu ga blokirati samo crna bića i artefakt bića",
    "kw.Jurišnik": "nanosi borbenu štetu pre bića bez Jurišnika",
    "kw.Razbijač": "višak štete preko smrtonosne ide igraču koji brani",
    "kw.Opreznost": "napada bez aktiviranja",
    "kw.Ubrzanje": "može da napada i koristi @ odmah po dolasku u igru",
    "kw.Presretač": "može se baciti kad god možeš baciti iznenađenje",
    "kw.Neuništiv": "ne može biti uništen",
    "kw.Zemljani": "ne može biti blokiran dok branilac ima Zemlju",
    "kw.Vodeni": "ne može biti blokiran dok branilac ima Vodu",
    "kw.Grobni": "ne može biti blokiran dok branilac ima Grob",
    "kw.Vatreni": "ne može biti blokiran dok branilac ima Vatru",
    "kw.Šumski": "ne može biti blokiran dok branilac ima Šumu",
    "kw.Anti-Žuto": "žuto ga ne može odabrati, blokirati, oštetiti ni promeniti",
    "kw.Anti-Plavo": "plavo ga ne može odabrati, blokirati, oštetiti ni promeniti",
    "kw.Anti-Crno": "crno ga ne može odabrati, blokirati, oštetiti ni promeniti",
    "kw.Anti-Crveno": "crveno ga ne može odabrati, blokirati, oštetiti ni promeniti",
    "kw.Anti-Zeleno": "zeleno ga ne može odabrati, blokirati, oštetiti ni promeniti",
    "kw.Blokira kao Letač": "može da blokira letače",
    "kw.Ne može biti blokirano": "nijedno biće ga ne može blokirati",
    "kw.Ne može da blokira": "ne može da blokira",
    "kw.Ne može da napada": "ne može da napada",
    "kw.Ne može da napada sam": "napada samo ako napada još neko biće",
    "kw.Ne može da blokira sam": "blokira samo ako blokira još neko biće",
    "kw.Napada samo ako kontrolišeš više bića nego branilac": (
        "napada samo ako njegov igrač kontroliše više bića nego branilac"
    ),
    "kw.Može biti blokirano samo letačima": (
        "mogu ga blokirati samo letači i bića koja blokiraju kao letač"
    ),
    "kw.Može biti blokirano samo sa dva ili više bića": "ne može ga blokirati samo jedno biće",
    "kw.Napada u svakom potezu ako je sposobno": (
        "obaveza: mora da napadne jednom u svakom potezu u kome može"
    ),
    "kw.Blokira ako je sposobno": "obaveza: mora da blokira u svakoj borbi u kojoj može",
    "kw.Može da blokira dodatno biće": "može da blokira dva bića koja napadaju",
    "kw.Može da blokira bilo koji broj bića": "može da blokira bilo koji broj bića koja napadaju",
    "mana.Ž": "žuta",
    "mana.P": "plava",
    "mana.C": "crna",
    "mana.R": "crvena",
    "mana.Z": "zelena",
    "mana.B": "bezbojna",
    "step_short.deaktiviranje": "Deakt.",
    "step_short.priprema": "Priprema",
    "step_short.vučenje": "Vučenje",
    "step_short.glavna1": "Glavna",
    "step_short.početak_borbe": "Poč.borbe",
    "step_short.napadači": "Napad",
    "step_short.blokeri": "Blok",
    "step_short.borbena_šteta": "Šteta",
    "step_short.kraj_borbe": "Kraj b.",
    "step_short.glavna2": "Glavna 2",
    "step_short.kraj_poteza": "Kraj",
    "step_short.odbacivanje": "Odbac.",
    "log.turn": "══ Potez {turn}: {player} ══",
    "log.coin_toss": "Novčić: prvi igra {player}.",
    "log.draw": "{player} vuče kartu.",
    "log.draw_empty": "{player} treba da vuče, a biblioteka je prazna!",
    "log.draw_replaced": "{player} ne vuče kartu: umesto toga deluje {name}.",
    "log.reveal_card": "{player} pokazuje izvučenu kartu: {name}.",
    "log.skip_added": "{player} će preskočiti {what} (puta: {count}).",
    "log.skipped": "{player} preskače {what}.",
    "log.mana_triggered": "{name}: {player} dobija još {amount} mane ({kind}).",
    "skip.next.deaktiviranje": "sledeći korak deaktiviranja",
    "skip.next.vučenje": "sledeći korak vučenja",
    "skip.next.borba": "sledeću fazu borbe",
    "skip.next.potez": "sledeći potez",
    "skip.now.deaktiviranje": "korak deaktiviranja",
    "skip.now.vučenje": "korak vučenja",
    "skip.now.borba": "fazu borbe",
    "skip.now.potez": "potez",
    "log.source_played": "{player} igra {name} kao izvor ({source}).",
    "log.source_kind.artifact": "neosnovni izvor bezbojne mane",
    "log.source_kind.printed": "neosnovni izvor",
    "log.cast": "{player} baca {name}.",
    "log.cast_copy": "{player} igra kopiju: {name}.",
    "log.spell_copied": "{player} kopira magiju: {name}.",
    "log.copy_gone": "Kopija nestaje: {name}.",
    "log.became_copy": "{name} postaje kopija: {of_name}.",
    "log.chosen": "{player} bira tip bića za {name}: {value}.",
    "log.reveal": "{player} otkriva: {cards}. U ruku: {taken}.",
    "log.reveal_none": "ništa",
    "log.reveal_hand": "{player} otkriva ruku: {cards}.",
    "log.activate": "{player} koristi osobinu: {name}.",
    "log.mode": " Mod: {mode}",
    "log.trigger": "Izazvana osobina na nizu: {name}.",
    "log.resolve": "Razrešeno: {name}.",
    "log.resolve_nothing": "Razrešeno bez dejstva: {name} (uslov „ako” više nije ispunjen).",
    "log.countered": "Sprečeno: {name}.",
    "log.damage": "{source} nanosi {amount} štete: {target}.",
    "log.prevented": "Sprečeno {amount} štete: {target}.",
    "log.redirected": "{amount} štete preusmereno: {target} → {to}.",
    "log.redirect_shield": "Preusmeravanje: idućih {amount} štete za {target} ide na: {to}.",
    "log.redirect_shield_all": "Preusmeravanje: sva šteta za {target} u ovom potezu ide na: {to}.",
    "log.source_shield": "Štit za {target}: sledeća šteta od {source} biće sprečena.",
    "log.may_yes": "{player} bira da to uradi.",
    "log.may_no": "{player} bira da to ne uradi.",
    "log.life_gain": "{player} dobija {amount} života.",
    "log.life_loss": "{player} gubi {amount} života.",
    "log.mana_burn": "Mana udar: {player} ima {amount} neiskorišćene mane.",
    "log.loop_repeated": "Petlja ({rule}): {player} ponavlja petlju {count} puta.",
    "log.loop_agreed": "Petlja ({rule}): {player} bira {count} ponavljanja, {other} se slaže — "
    "petlja se ponavlja {count} puta.",
    "log.loop_intervened": "Petlja ({rule}): {player} bira {count} ponavljanja, {other} se meša "
    "posle {agreed}.",
    "log.loop_lower": "Petlja ({rule}): {player} bira {count} ponavljanja, {other} bira manji broj "
    "({agreed}) — poslednju reč ima {player}.",
    "log.loop_higher": "Petlja ({rule}): {player} bira {count} ponavljanja, {other} bira veći broj "
    "— petlja se ponavlja {agreed} puta.",
    "log.life_gain_replaced": "{player} ne dobija {amount} života: umesto toga deluje {name}.",
    "log.zone_replaced_card": "karta igrača {player}",
    "log.zone_replaced_removed": "{name} ne ide na odlagalište: umesto toga se uklanja iz igre "
    "({source}).",
    "log.zone_replaced_removed_plain": "{name} ne ide na odlagalište: umesto toga se uklanja "
    "iz igre.",
    "log.zone_replaced_library_top": "{name} ne ide na odlagalište: umesto toga ide na vrh "
    "biblioteke vlasnika ({source}).",
    "log.zone_replaced_library_top_plain": "{name} ne ide na odlagalište: umesto toga ide na vrh "
    "biblioteke vlasnika.",
    "log.loop_last_word": (
        "Petlja (D22.30): položaj se ponovio; poslednju reč ima {player}, pa aktivni igrač "
        "u ovom koraku ne može ponovo da započne istu petlju."
    ),
    "log.attackers": "{player} napada: {cards}.",
    "log.block_pair": "{blocker} blokira {attacker}",
    "log.blockers": "{player} blokira: {pairs}.",
    "log.combat_damage": "Borbena šteta je raspoređena i stoji na nizu.",
    "log.destroyed": "Uništeno: {name}.",
    "log.sacrificed": "Žrtvovano: {name}.",
    "log.regenerated": "Regenerisano: {name}.",
    "log.discard": "{player} odbacuje {name}.",
    "log.counters": "{name} dobija brojač {counter} ×{count}.",
    "log.pump": "{cards}: {power:+d}/{toughness:+d} do kraja poteza.",
    "log.text_changed": "{cards}: u tekstu je „{old}” zamenjeno rečju „{new}”.",
    "log.token_gone": "Simbol-biće nestaje: {name}.",
    "log.unattached": "Odvojeno: {name}.",
    "log.paid_unless": "{player} je platio da magija ne bude sprečena.",
    "log.delayed_created": "Odložena osobina ({name}) čeka: {at}.",
    "log.delayed_created_cards": "Odložena osobina ({name}) čeka: {at} — {cards}.",
    "log.delayed_stopped": "{player} zaustavlja odloženu osobinu ({name}).",
    "log.delayed_at.end_of_combat": "kraj borbe",
    "log.delayed_at.end_of_turn": "kraj poteza",
    "log.delayed_at.next_upkeep": "sledeća priprema",
    "log.delayed_at.your_next_upkeep": "sledeća priprema njenog kontrolora",
    "log.delayed_at.leaves_play": "da to napusti igru",
    "log.delayed_at.dies": "da to ode na odlagalište",
    "log.delayed_at.deals_damage": "da to nanese štetu",
    "log.target_changed": "Nova meta magije {name}: {target}.",
    "log.target_kept": "{name} nema drugu ispravnu metu: meta ostaje ista.",
    "log.not_countered": "{name} ne može biti sprečen.",
    "log.ignore_static": "{player} do kraja poteza zanemaruje efekat karte {name}.",
    "log.concede": "{player} predaje partiju.",
    "log.game_over": "Kraj partije — pobednik je {player}.",
    "log.game_over_draw": "Kraj partije — nerešeno ({reason}).",
    "log.zone_hidden": "{player} premešta kartu ({frm} → {to}).",
    "log.zone": "{name}: {frm} → {to}.",
    "tui.start.resume": "Nastavi sačuvanu partiju",
    "tui.start.hint_saved": "Enter počinje novu partiju · F2 nastavlja sačuvanu: {save}",
    "tui.bind.resume": "Nastavi partiju",
    # card browser, deck builder and rules at hand (issue 17)
    "tui.bind.back": "Nazad",
    "tui.bind.search": "Traži",
    "tui.bind.rules": "Pravila",
    "tui.cards.title": "Karte",
    "tui.cards.search": "Traži po imenu, tipu ili tekstu (č ć š ž đ nisu obavezni)",
    "tui.cards.any_color": "Sve boje",
    "tui.cards.any_type": "Svi tipovi",
    "tui.cards.any_cost": "Sve cene",
    "tui.cards.any_keyword": "Sve osobine",
    "tui.cards.count": "Prikazano {shown} od {total} karata",
    "tui.cards.none": "Nijedna karta ne odgovara traženju.",
    "tui.cards.origin.pravila": "Karta iz pravila igre",
    "tui.cards.origin.izvori": "Karta ovog izdanja (nije iz pravila igre)",
    "tui.builder.title": "Pravljenje špila",
    "tui.builder.name": "Ime špila",
    "tui.builder.new_name": "Novi špil",
    "tui.builder.copy_name": "{name} (kopija)",
    "tui.builder.save": "Sačuvaj",
    "tui.builder.discard": "Odbaci izmene",
    "tui.builder.replace": "Zameni",
    "tui.builder.open": "Otvori špil",
    "tui.builder.open_key": "Otvori",
    "tui.builder.new": "Novi",
    "tui.builder.copy": "Kopiraj",
    "tui.builder.delete": "Obriši",
    "tui.builder.add": "Dodaj",
    "tui.builder.remove": "Izbaci",
    "tui.builder.group.user": "tvoj špil",
    "tui.builder.group.unfinished": "nedovršen",
    "tui.builder.group.bundled": "gotov špil igre",
    "tui.builder.size": "Karata u špilu: [b]{size}[/]",
    "tui.builder.colors": "Boje: {split}",
    "tui.builder.legal": "Špil poštuje pravila špila (A1.20).",
    "tui.builder.uncastable": "⚠ {card}: nijedna druga karta špila ne daje {colors}",
    "tui.builder.added": "Dodata karta „{card}” (sada {n}).",
    "tui.builder.removed": "Izbačena karta „{card}” (ostalo {n}).",
    "tui.builder.saved": "Špil je sačuvan: {path}",
    "tui.builder.saved_unfinished": (
        "Špil još ne poštuje pravila ({why}); sačuvan je kao nedovršen: {path}"
    ),
    "tui.builder.not_saved": "Špil nije sačuvan.",
    "tui.builder.exists": "Fajl {path} već postoji i pripada drugom špilu. Zameniti ga?",
    "tui.builder.unsaved": "Špil „{name}” ima nesačuvane izmene.",
    "tui.builder.write_failed": "Špil nije sačuvan: {error}",
    "tui.builder.opened": "Otvoren špil: {path}",
    "tui.builder.copied": "Ovo je sada kopija; čuva se kao novi špil.",
    "tui.builder.nothing_to_delete": (
        "Ovaj špil još nije sačuvan kao tvoj, pa nema šta da se obriše."
    ),
    "tui.builder.delete_ask": "Obrisati fajl {path}? To se ne može vratiti.",
    "tui.builder.deleted": "Fajl {path} je obrisan; špil je još ovde dok ga ne zatvoriš.",
    "tui.rules.title": "Pravila igre",
    "tui.rules.search": "Broj pravila (npr. C9.21) ili reči iz pravila",
    "tui.rules.count": "Pronađeno pravila: {n}",
    "tui.rules.none": "Nijedno pravilo ne odgovara traženju.",
    "tui.rules.missing": "Tekst pravila nije pronađen u instalaciji igre.",
    "tui.start.cards": "Karte",
    "tui.start.builder": "Pravljenje špila",
    "deck.unreadable": "špil ne može da se pročita",
    "tui.cmd.cards": "Karte",
    "tui.cmd.cards_help": "sve karte, sa pretragom i filterima",
    "tui.cmd.builder": "Pravljenje špila",
    "tui.cmd.builder_help": "napravi, izmeni i sačuvaj svoj špil",
    "tui.cmd.rules": "Pravila igre",
    "tui.cmd.rules_help": "numerisana pravila, pretraga po broju i rečima (F3)",
    # -- Prva partija, the guided first game (issue 17 item 3)
    "tui.start.tutorial": "Prva partija",
    "tui.start.tutorial_resume": "Nastavi prvu partiju",
    "tui.start.tutorial_hint": (
        "Prvi put igraš? „Prva partija” te kroz pravu partiju vodi korak po korak."
    ),
    "tui.cmd.tutorial": "Prva partija",
    "tui.cmd.tutorial_help": "vođena partija: izvori, bacanje, prednost, niz, borba, mana udar",
    "tui.tutorial.title": "Prva partija · lekcija {n} od {total}",
    "tui.tutorial.do": "Tvoj potez: {do}",
    "tui.tutorial.bind_leave": "Izađi (nastavljaš kasnije)",
    "tui.tutorial.resumed": "Nastavljaš prvu partiju tamo gde si stala.",
    "tui.tutorial.restarted": (
        "Sačuvani napredak ne odgovara ovoj verziji prve partije; počinješ iz početka."
    ),
    "tui.tutorial.broken": "Prva partija ne može da se pokrene: {error}",
    "tui.tutorial.no_opponent": "nema računara za Borisa (pokreni igru komandom izvori)",
    "tui.tutorial.won": "Bravo, pobedila si u prvoj partiji! Sada probaj pravu partiju.",
    "tui.tutorial.lost": "Prva partija nije završena; možeš je ponoviti sa početnog ekrana.",
    "tui.tutorial.left": "Napredak je sačuvan; „Nastavi prvu partiju” te vraća ovde.",
    "tui.resume.title": "Nastavi sačuvanu partiju",
    "tui.resume.intro": (
        "Sačuvane partije, najnovija prva. Partija se snima posle svakog odgovora i nastavlja "
        "se tačno odatle. Enter: nastavi izabranu · Esc: nazad"
    ),
    "tui.resume.when": "potez {turn} · {answers} odgovora · sačuvano {when}",
    "tui.resume.players": "{p0} protiv {p1}",
    "tui.resume.players_decks": "{p0} ({d0}) protiv {p1} ({d1})",
    "tui.resume.entry": "{players} · potez {turn} · {answers} odgovora · {when}",
    "tui.resume.unreadable": "ne može da se nastavi: {problem}",
    "tui.resume.note": "Nastavak sačuvane partije: potez {turn} ({file})",
    "tui.save.failed": (
        "⚠ {error} — igra se nastavlja; snimanje se ponovo pokušava posle svakog odgovora"
    ),
    "tui.save.failed_title": "Partija nije snimljena",
    "tui.crash.title": "Greška u igri",
    "tui.crash.intro": (
        "Pravila igre su naišla na grešku u programu. Partija nije izgubljena: snimljena je do "
        "poslednjeg ispravnog odgovora."
    ),
    "tui.crash.error": "Greška: {error}",
    "tui.crash.repeated": (
        "Greška se ponovila. Ako se ponavlja na istom mestu, izađi i pošalji izveštaj; "
        "sačuvana partija ostaje."
    ),
    "tui.crash.saved": "Sačuvana partija: {path}",
    "tui.crash.not_saved": "Partija NIJE mogla da se snimi: {problem}",
    "tui.crash.report": "Izveštaj o grešci (pošalji ga autorima igre): {path}",
    "tui.crash.no_report": "Izveštaj o grešci nije mogao da se zapiše: {problem}",
    "tui.crash.no_session": "ova partija se ne snima",
    "tui.crash.continue": "Nastavi od poslednjeg ispravnog odgovora",
    "tui.crash.quit": "Izlaz (partija ostaje sačuvana: izvori --nastavi)",
    "tui.crash.resume_failed": "Nastavak nije moguć: {problem}",
    "tui.crash.resumed": (
        "Posle greške: igra se nastavlja od poslednjeg ispravnog odgovora (potez {turn})."
    ),
    "tui.crash.exit_hint": (
        "Igra je prekinuta greškom. Partija je sačuvana do poslednjeg odgovora; nastavi je sa: "
        "izvori --nastavi {path}"
    ),
    "tui.over.replay": "Pogledaj snimak partije (otkriva obe ruke)",
    "tui.replay.banner": (
        "⚠ SNIMAK PARTIJE: prikazuje OBE RUKE i skrivene informacije — ne gledaj ga dok se "
        "partija još igra"
    ),
    "tui.replay.position": "odgovor {position} od {total} ({passes})",
    "tui.replay.step": "br. {number}, {player}: {what}",
    "tui.replay.last": "◀ Poslednji odgovor: {step}",
    "tui.replay.last_none": "◀ Početak partije: još niko nije odlučivao",
    "tui.replay.next": "▶ Sledeći odgovor: {step} [dim]({kind})[/]",
    "tui.replay.end_winner": "■ Kraj partije: pobednik je {player} ({reason})",
    "tui.replay.end_draw": "■ Kraj partije: nerešeno ({reason})",
    "tui.replay.end_running": "■ Kraj snimka: partija još traje (potez {turn})",
    "tui.replay.crash": "✗ Izveštaj o grešci: {error}",
    "tui.replay.no_passes": "→/← preskaču „dalje”",
    "tui.replay.with_passes": "→/← i kroz svako „dalje”",
    "tui.replay.passes_on": "Prikazuje se i svako „dalje”.",
    "tui.replay.passes_off": "„Dalje” se preskače.",
    "tui.bind.replay_next": "Odgovor",
    "tui.bind.replay_prev": "Nazad",
    "tui.bind.replay_turn": "Potez",
    "tui.bind.replay_turn_back": "Potez nazad",
    "tui.bind.replay_first": "Početak",
    "tui.bind.replay_last": "Kraj",
    "tui.bind.replay_passes": "„Dalje”",
    "tui.cli.replay_text": "ispiši partiju kao tekst umesto prikaza u terminalu",
    # ---- TUI end ----
}


def t(key: str, /, **args: Any) -> str:
    """The Serbian text for `key`, formatted with `args`. Unknown keys show themselves."""
    template = MESSAGES.get(key)
    if template is None:
        return key
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):
        return template
