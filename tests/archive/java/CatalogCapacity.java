import io.aeron.archive.ArchiveTool;

import java.io.File;

/**
 * Prints ArchiveTool.capacity(dir), or ArchiveTool.capacity(dir, bytes) when given a size: the catalog
 * capacity calls that ArchiveTool's help lists as the "capacity" command, which its main does not have.
 */
public final class CatalogCapacity
{
    public static void main(final String[] args)
    {
        final File archiveDir = new File(args[0]);
        final long capacity = args.length > 1 ?
            ArchiveTool.capacity(archiveDir, Long.parseLong(args[1])) : ArchiveTool.capacity(archiveDir);
        System.out.println(capacity);
    }
}
