/*
 * The market-data messages of the Spark test recordings: values drawn from a seeded SplittableRandom (the
 * first messages of each kind walk through the edge values), encoded with sbe-tool's generated Java
 * encoders for tests/spark/market.xml, and described in the same breath as the JSON object a Spark
 * Row.asDict(recursive=True) of that message shows under docs/spark-mapping.md:
 *   int64/uint32/uint16 -> JSON number; uint64 -> decimal string (Spark holds it as DecimalType(20,0));
 *   enum -> its name, the enum's null value -> null; set -> names of the set bits, lowest bit first;
 *   char[8] -> the text without its NUL padding; optional field holding its null value -> null;
 *   Decimal composite -> {"mantissa": n, "exponent": -4} (the constant is a column too);
 *   group -> list of objects; text var data -> string; binary var data -> base64 (standard alphabet, padded).
 * The JSON is built from the values chosen here, never from decoding the bytes, so it is an oracle.
 */
import aeronkit.market.BookSnapshotEncoder;
import aeronkit.market.MessageHeaderEncoder;
import aeronkit.market.QuoteEncoder;
import aeronkit.market.Side;
import aeronkit.market.TradeEncoder;
import aeronkit.market.TradeFlagsEncoder;
import org.agrona.MutableDirectBuffer;

import java.util.Base64;
import java.util.SplittableRandom;

final class MarketFeed
{
    static final int PRICE_EXPONENT = -4;
    static final int MAX_LEVELS = 420;
    static final int MAX_NOTE = 256;

    static final String[] SYMBOLS = { "A", "MSFT", "AAPL", "BRK.B", "GOOGL", "ABCDEFGH", "Z9", "ESZ6" };
    static final String[] VENUES = {
        "XNYS", "XNAS", "Z\u00fcrich SIX", "\u6771\u4eac", "", "BATS \"BZX\"", "back\\slash",
        "\ud83d\ude80 venue", "tab\tand\nnewline" };
    /* uint64 edges as Java longs: 0, 1, 2^63 - 1, 2^63, 2^64 - 1 (a required field keeps it), 2^64 - 2 */
    static final long[] U64_EDGES = { 0L, 1L, Long.MAX_VALUE, Long.MIN_VALUE, -1L, -2L };
    static final long[] I64_EDGES = { 0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1 };
    static final long[] U32_EDGES = { 0L, 1L, 0xFFFF_FFFFL, 0x8000_0000L, 0x7FFF_FFFFL };
    static final long[] MATCH_ID_EDGES = { 0L, 1L, 0xFFFF_FFFEL, 0x8000_0000L };
    static final long[] EXPIRE_EDGES = { Long.MAX_VALUE, Long.MIN_VALUE + 1, 0L, -1L };
    static final long[] U16_EDGES = { 0L, 1L, 0xFFFFL, 0x8000L };
    static final String[] FLAG_NAMES = { "AUCTION", "ODD_LOT", "OPENING", "CLOSING", null, "SHORT_SALE" };
    static final int FLAG_MASK = 0b10_1111;

    private final SplittableRandom random;
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final TradeEncoder trade = new TradeEncoder();
    private final QuoteEncoder quote = new QuoteEncoder();
    private final BookSnapshotEncoder book = new BookSnapshotEncoder();
    private final JsonLine json = new JsonLine();
    private long clock = 1_763_683_200_000_000_000L; /* 2025-11-21T00:00:00Z in nanoseconds */
    private int trades;
    private int quotes;
    private int books;

    MarketFeed(final long seed)
    {
        random = new SplittableRandom(seed);
    }

    /** The JSON of the "fields" object of the message encoded last. */
    String fieldsJson()
    {
        return json.text();
    }

    boolean nextIsTrade()
    {
        return random.nextInt(5) < 2;
    }

    private long timestamp()
    {
        clock += 1 + random.nextInt(20_000);
        return clock;
    }

    private long pick(final long[] edges, final int index, final long typical)
    {
        if (index < edges.length)
        {
            return edges[index];
        }
        return random.nextInt(32) == 0 ? edges[random.nextInt(edges.length)] : typical;
    }

    private String symbol()
    {
        return SYMBOLS[random.nextInt(SYMBOLS.length)];
    }

    private void decimal(final String name, final long mantissa)
    {
        json.key(name).beginObject().key("mantissa").number(mantissa).key("exponent").number(PRICE_EXPONENT)
            .endObject();
    }

    private void side(final Side side)
    {
        if (side == Side.NULL_VAL)
        {
            json.key("side").nullValue();
        }
        else
        {
            json.key("side").string(side.name());
        }
    }

    /** Encodes the next Trade at offset 0 of buffer; returns its length including the message header. */
    int trade(final MutableDirectBuffer buffer)
    {
        final int i = trades++;
        final long timestamp = timestamp();
        final String symbol = symbol();
        final long tradeId = pick(U64_EDGES, i, random.nextLong());
        final long price = pick(I64_EDGES, i, 1_000_000 + random.nextInt(5_000_000));
        final long quantity = pick(U32_EDGES, i, 1 + random.nextInt(10_000));
        final Side side = i < 3 ? new Side[] { Side.NULL_VAL, Side.BUY, Side.SELL }[i] :
            random.nextInt(16) == 0 ? Side.NULL_VAL : random.nextBoolean() ? Side.BUY : Side.SELL;
        final int flags = i == 0 ? 0 : i == 1 ? FLAG_MASK : random.nextInt(64) & FLAG_MASK;
        final boolean matched = i >= 2 && (i < 2 + MATCH_ID_EDGES.length || random.nextInt(4) != 0);
        final long matchId = !matched ? TradeEncoder.matchIdNullValue() :
            i < 2 + MATCH_ID_EDGES.length ? MATCH_ID_EDGES[i - 2] : random.nextLong(0xFFFF_FFFFL);
        final long venueSequence = pick(U32_EDGES, i, i);

        trade.wrapAndApplyHeader(buffer, 0, header)
            .timestamp(timestamp)
            .symbol(symbol)
            .tradeId(tradeId);
        trade.price().mantissa(price);
        trade.quantity(quantity).side(side);
        final TradeFlagsEncoder bits = trade.flags().clear();
        bits.aUCTION((flags & 1) != 0).oDD_LOT((flags & 2) != 0).oPENING((flags & 4) != 0)
            .cLOSING((flags & 8) != 0).sHORT_SALE((flags & 32) != 0);
        trade.matchId(matchId).venueSequence(venueSequence);

        json.reset().beginObject()
            .key("timestamp").number(timestamp)
            .key("symbol").string(symbol)
            .key("tradeId").string(Long.toUnsignedString(tradeId));
        decimal("price", price);
        json.key("quantity").number(quantity);
        side(side);
        json.key("flags").beginArray();
        for (int bit = 0; bit < FLAG_NAMES.length; bit++)
        {
            if ((flags & (1 << bit)) != 0)
            {
                json.string(FLAG_NAMES[bit]);
            }
        }
        json.endArray();
        if (matched)
        {
            json.key("matchId").number(matchId);
        }
        else
        {
            json.key("matchId").nullValue();
        }
        json.key("venueSequence").number(venueSequence).endObject();
        return MessageHeaderEncoder.ENCODED_LENGTH + trade.encodedLength();
    }

    /** Encodes the next Quote at offset 0 of buffer; returns its length including the message header. */
    int quote(final MutableDirectBuffer buffer)
    {
        final int i = quotes++;
        final long timestamp = timestamp();
        final String symbol = symbol();
        final long quoteId = pick(U64_EDGES, i, random.nextLong());
        final long bid = pick(I64_EDGES, i, 1_000_000 + random.nextInt(5_000_000));
        final long ask = i < I64_EDGES.length ? I64_EDGES[I64_EDGES.length - 1 - i] : bid + random.nextInt(500);
        final long bidSize = pick(U32_EDGES, i, random.nextInt(100_000));
        final long askSize = pick(U32_EDGES, i + 2, random.nextInt(100_000));
        final boolean expires = i >= 1 && (i < 1 + EXPIRE_EDGES.length || random.nextInt(10) < 7);
        final long expireTime = !expires ? QuoteEncoder.expireTimeNullValue() :
            i < 1 + EXPIRE_EDGES.length ? EXPIRE_EDGES[i - 1] : timestamp + random.nextInt(1_000_000_000);

        quote.wrapAndApplyHeader(buffer, 0, header)
            .timestamp(timestamp)
            .symbol(symbol)
            .quoteId(quoteId);
        quote.bid().mantissa(bid);
        quote.ask().mantissa(ask);
        quote.bidSize(bidSize).askSize(askSize).expireTime(expireTime);

        json.reset().beginObject()
            .key("timestamp").number(timestamp)
            .key("symbol").string(symbol)
            .key("quoteId").string(Long.toUnsignedString(quoteId));
        decimal("bid", bid);
        decimal("ask", ask);
        json.key("bidSize").number(bidSize).key("askSize").number(askSize);
        if (expires)
        {
            json.key("expireTime").number(expireTime);
        }
        else
        {
            json.key("expireTime").nullValue();
        }
        json.endObject();
        return MessageHeaderEncoder.ENCODED_LENGTH + quote.encodedLength();
    }

    /**
     * Encodes the next BookSnapshot at offset 0 of buffer; returns its length including the message header.
     * The first has no levels and empty var data, the second the most levels and the longest note (about
     * 6 KiB in all); the rest draw their depth uniformly, so most are longer than one 1408-byte MTU.
     */
    int bookSnapshot(final MutableDirectBuffer buffer)
    {
        final int i = books++;
        final long timestamp = timestamp();
        final String symbol = symbol();
        final long snapshotId = pick(U64_EDGES, i, random.nextLong());
        final Side side = random.nextBoolean() ? Side.BUY : Side.SELL;
        final int levels = i == 0 ? 0 : i == 1 ? MAX_LEVELS : random.nextInt(MAX_LEVELS + 1);
        final String venue = i == 0 ? "" : i == 1 ? VENUES[2] : VENUES[random.nextInt(VENUES.length)];
        final byte[] note = new byte[i == 0 ? 0 : i == 1 ? MAX_NOTE : random.nextInt(MAX_NOTE + 1)];
        for (int k = 0; k < note.length; k++)
        {
            note[k] = (byte)random.nextInt(256);
        }

        book.wrapAndApplyHeader(buffer, 0, header)
            .timestamp(timestamp)
            .symbol(symbol)
            .snapshotId(snapshotId)
            .side(side);
        json.reset().beginObject()
            .key("timestamp").number(timestamp)
            .key("symbol").string(symbol)
            .key("snapshotId").string(Long.toUnsignedString(snapshotId));
        side(side);
        json.key("levels").beginArray();

        final BookSnapshotEncoder.LevelsEncoder group = book.levelsCount(levels);
        long price = 1_000_000 + random.nextInt(5_000_000);
        for (int k = 0; k < levels; k++)
        {
            price += side == Side.BUY ? -1 - random.nextInt(100) : 1 + random.nextInt(100);
            final long size = pick(U32_EDGES, k, 1 + random.nextInt(1_000_000));
            final int orders = (int)pick(U16_EDGES, k, 1 + random.nextInt(50));
            group.next().price().mantissa(price);
            group.size(size).orders(orders);
            json.beginObject();
            decimal("price", price);
            json.key("size").number(size).key("orders").number(orders).endObject();
        }
        json.endArray();
        book.venue(venue);
        book.putNote(note, 0, note.length);
        json.key("venue").string(venue)
            .key("note").string(Base64.getEncoder().encodeToString(note))
            .endObject();
        return MessageHeaderEncoder.ENCODED_LENGTH + book.encodedLength();
    }
}
