# La stratégie du cours (lexico), en Python, pour le labo de mastermind :
# le protocole de docs/PROTOCOLE.md, avec les noms du cours.
#   mastermind stats --strategy 'cmd:python3 docs/exemples/lexico.py'
import sys

def tabFrequence(cod, nbCouleurs):
    t = [0] * nbCouleurs
    for c in cod:
        t[c] += 1
    return t

def nbBienMalPlaces(cod1, cod2, nbCouleurs):
    bien = sum(map(int.__eq__, cod1, cod2))
    communs = sum(map(min, tabFrequence(cod1, nbCouleurs), tabFrequence(cod2, nbCouleurs)))
    return (bien, communs - bien)

def passeCodeSuivantLexico(cod1, nbCouleurs):
    i = len(cod1) - 1
    while i >= 0 and cod1[i] == nbCouleurs - 1:
        cod1[i] = 0
        i -= 1
    if i >= 0:
        cod1[i] += 1
    return i >= 0

def estCompat(cod1, cod, rep, nbCouleurs, sansRepetition):
    if sansRepetition and len(set(cod1)) < len(cod1):
        return False
    return all(nbBienMalPlaces(c, cod1, nbCouleurs) == r for c, r in zip(cod, rep))

def entiersVersMot(cod1, tabCouleurs):
    return "".join(tabCouleurs[c] for c in cod1)

for ligne in sys.stdin:
    mots = ligne.split()
    if mots[0] == "fin":
        break
    if mots[0] == "nouvelle":  # nouvelle PIONS COULEURS LETTRES avec|sans
        lgCode, nbCouleurs, tabCouleurs = int(mots[1]), int(mots[2]), mots[3]
        sansRepetition = mots[4] == "sans"
        cod, rep, prop = [], [], [0] * lgCode
    else:  # B M, la réponse à la dernière proposition
        rep.append((int(mots[0]), int(mots[1])))
        if rep[-1][0] == lgCode:
            continue
        passeCodeSuivantLexico(prop, nbCouleurs)
    while not estCompat(prop, cod, rep, nbCouleurs, sansRepetition):
        passeCodeSuivantLexico(prop, nbCouleurs)
    cod.append(list(prop))
    print(entiersVersMot(prop, tabCouleurs), flush=True)
