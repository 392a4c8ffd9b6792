#!/usr/bin/env python3
"""Regenerates TestImages/: homework-like pages rendered from known text, then degraded like phone photos.

usage: scripts/make-testimages.py [OUTPUT_DIR]   (default: TestImages next to this script's parent)

Each page is written as NAME.jpg or NAME.png with NAME.gt.txt (the exact text rendered, one printed line
per line). Deterministic: the same fonts and Pillow give the same files. Needs python3-pil and the
DejaVu fonts (Debian: fonts-dejavu-core).
"""
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter, ImageFont

FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu"]

PAGES = {
    "science": ("Science Homework: The Water Cycle", [
        "The water cycle describes how water moves between the land, the oceans and the air.",
        "Energy from the Sun heats water in rivers, lakes and seas. The warm water evaporates",
        "and rises into the atmosphere as water vapour. Plants also release water vapour",
        "from their leaves in a process called transpiration.",
        "",
        "As the vapour rises it cools and condenses into tiny droplets that form clouds.",
        "When the droplets join together and become too heavy, they fall back to the ground",
        "as precipitation: rain, snow, sleet or hail. Some of this water soaks into the soil",
        "and becomes groundwater, while the rest runs off into streams and rivers.",
        "",
        "Rivers carry the water back to the oceans, where the cycle begins again. The water",
        "cycle spreads heat around the planet and gives every living thing fresh water.",
        "",
        "Questions: Which process turns liquid water into vapour? What forms a cloud?",
    ]),
    "history": ("History: The Roman Empire", [
        "Rome began as a small town on the river Tiber in Italy. According to legend it",
        "was founded in 753 BC by the twins Romulus and Remus. Over several centuries the",
        "Romans conquered the lands around the Mediterranean Sea.",
        "",
        "In 27 BC Augustus became the first emperor. The empire built roads, aqueducts and",
        "walls, and Latin spread across Europe. Hadrian's Wall was built in northern",
        "Britain to defend the frontier. Soldiers of the legions were trained to march",
        "thirty kilometres a day carrying their equipment.",
        "",
        "The empire was divided into an eastern and a western half. The western empire",
        "ended in AD 476, when the last emperor, Romulus Augustulus, was removed from power.",
        "The eastern empire, with its capital at Constantinople, lasted until 1453.",
    ]),
    "maths": ("Maths: Word Problems", [
        "1. A baker makes 48 muffins and packs them into boxes of 6. How many boxes",
        "does she fill? Show your working.",
        "",
        "2. A train leaves the station at 09:15 and arrives at 11:45. How long is the",
        "journey in minutes?",
        "",
        "3. Sam has 120 stickers. He gives a quarter of them to his sister and 15 to his",
        "friend. How many stickers does Sam have left?",
        "",
        "4. A rectangular garden is 12 metres long and 7 metres wide. What is its area,",
        "and how much fencing is needed to go all the way around it?",
        "",
        "5. A bottle holds 1.5 litres of juice. How many glasses of 250 millilitres can",
        "be poured from three bottles?",
    ]),
}


def font(name, size):
    for folder in FONT_DIRS:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    sys.exit("font %s not found in %s (install fonts-dejavu-core)" % (name, FONT_DIRS))


def render(subject, body_font="DejaVuSerif.ttf", size=26, width=1240, height=1754):
    """A white A4 page at 150 dpi; returns the image and the exact text drawn."""
    title, lines = PAGES[subject]
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    title_font = font("DejaVuSans-Bold.ttf", size + 8)
    text_font = font(body_font, size)
    while max(draw.textlength(line, font=text_font) for line in lines) > width - 200:
        size -= 1
        text_font = font(body_font, size)
    y = 110
    draw.text((90, y), title, font=title_font, fill=20)
    y += int((size + 10) * 2.2)
    for line in lines:
        if line:
            draw.text((90, y), line, font=text_font, fill=25)
            y += int(size * 1.9)
        else:
            y += int(size * 1.2)
    text = title + "\n\n" + "\n".join(lines) + "\n"
    return page, text


def perspective(img, rng, strength):
    """A camera held at an angle: the page becomes a trapezoid on a darker table."""
    w, h = img.size
    d = lambda: rng.uniform(0, strength) * min(w, h)
    # Corners of the source quad (ul, ll, lr, ur) sampled into the output rectangle.
    quad = (-d(), -d(), -d(), h + d(), w + d(), h + d(), w + d(), -d())
    return img.transform((w, h), Image.QUAD, quad, resample=Image.BICUBIC, fillcolor=90)


def _multiply(img, mask):
    from PIL import ImageChops
    return ImageChops.multiply(img, mask)


def noise(img, rng, sigma):
    from PIL import ImageChops
    w, h = img.size
    small = Image.effect_noise((w // 2, h // 2), sigma).resize((w, h))
    return ImageChops.add(img, small, scale=1.0, offset=-128)


def colour(img, tint):
    """Gray page to RGB with a colour cast (warm indoor light)."""
    r, g, b = tint
    return Image.merge("RGB", [img.point(lambda v: int(v * r)), img.point(lambda v: int(v * g)), img.point(lambda v: int(v * b))])


def photo(img, rng, *, skew=0.0, persp=0.04, shade=110, blur=1.2, sigma=10, tint=(1.0, 0.93, 0.82), turn=0):
    img = img.rotate(skew, resample=Image.BICUBIC, expand=False, fillcolor=255) if skew else img
    img = perspective(img, rng, persp)
    img = _multiply(img, shadow_mask(img.size, rng, shade))
    img = img.filter(ImageFilter.GaussianBlur(blur))
    img = noise(img, rng, sigma)
    img = colour(img, tint)
    if turn:
        img = img.rotate(turn, expand=True)
    return img


def shadow_mask(size, rng, depth):
    w, h = size
    gradient = Image.linear_gradient("L").rotate(rng.choice([0, 90, 180, 270])).resize((w, h))
    return gradient.point(lambda v: 255 - int(depth * v / 255))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "TestImages")
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20261121)
    jobs = [
        # name, subject, font, degradation, format
        ("science-photo", "science", "DejaVuSerif.ttf", dict(skew=3.0, persp=0.04, shade=120), "jpg"),
        ("history-photo", "history", "DejaVuSans.ttf", dict(skew=-6.0, persp=0.05, shade=140, blur=1.5), "jpg"),
        ("maths-photo", "maths", "DejaVuSerif.ttf", dict(skew=1.5, persp=0.06, shade=90, sigma=14), "jpg"),
        ("science-rot90", "science", "DejaVuSans.ttf", dict(skew=-2.0, persp=0.03, shade=100, turn=90), "jpg"),
        ("history-rot180", "history", "DejaVuSerif.ttf", dict(skew=1.0, persp=0.03, shade=100, turn=180), "jpg"),
        ("maths-scan", "maths", "DejaVuSans.ttf", None, "png"),
    ]
    for name, subject, face, degrade, fmt in jobs:
        page, text = render(subject, body_font=face)
        img = page if degrade is None else photo(page, rng, **degrade)
        path = os.path.join(out, name + "." + fmt)
        if fmt == "jpg":
            img.save(path, "JPEG", quality=72, optimize=True)
        else:
            img.save(path, "PNG", optimize=True)
        with open(os.path.join(out, name + ".gt.txt"), "w", encoding="utf-8") as f:
            f.write(text)
        print("%-20s %s %dx%d %d KB" % (name, fmt, img.size[0], img.size[1], os.path.getsize(path) // 1024))


if __name__ == "__main__":
    main()
