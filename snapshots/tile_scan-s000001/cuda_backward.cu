extern "C" __global__ void tile_scan_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::int32> adj_idx,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::int32> adj_out,
    wp::array_t<wp::float32> adj_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::int32 var_1 = 48;
        const wp::int32 var_2 = 48;
        wp::int32 var_3;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_4 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_5 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_6 = 48;
        wp::int32 var_7;
        const wp::int32 var_8 = 48;
        const wp::int32 var_9 = 48;
        wp::int32 var_10;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_12 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_14 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_15 = 48;
        wp::int32 var_16;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_4{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_5{};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_11{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_12{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_13{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_14{};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        //---------
        // forward
        // def tile_scan_s000001(                                                                 <L 10>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // counts = wp.tile_load(idx, shape=48, offset=i * 48)                                    <L 17>
        var_3 = wp::mul(var_0, var_2);
        var_4 = wp::tile_load<wp::int32, true, false, 48>(var_idx, var_3);
        // starts = wp.tile_scan_exclusive(counts)                                                <L 18>
        var_5 = wp::tile_scan_exclusive(var_4);
        // wp.tile_store(out, starts, offset=i * 48)                                              <L 19>
        var_7 = wp::mul(var_0, var_6);
        // wp::tile_store<wp::int32, true, false>(var_out, var_7, var_5);
        // ta = wp.tile_load(a, shape=48, offset=i * 48)                                          <L 20>
        var_10 = wp::mul(var_0, var_9);
        var_11 = wp::tile_load<wp::float32, true, false, 48>(var_a, var_10);
        // totals = wp.tile_scan_inclusive(counts)                                                <L 21>
        var_12 = wp::tile_scan_inclusive(var_4);
        // weighted = ta * wp.tile_astype(totals, dtype=float)                                    <L 22>
        var_13 = wp::tile_astype<wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>>(var_12);
        var_14 = wp::tile_mul_elementwise(var_11, var_13);
        // wp.tile_store(out1, weighted, offset=i * 48)                                           <L 23>
        var_16 = wp::mul(var_0, var_15);
        // wp::tile_store<wp::float32, true, false>(var_out1, var_16, var_14);
        //---------
        // reverse
        wp::adj_tile_store(var_out1, var_16, var_14, adj_out1, adj_16, adj_14);
        wp::adj_mul(var_0, var_15, adj_0, adj_15, adj_16);
        // adj: wp.tile_store(out1, weighted, offset=i * 48)                                      <L 23>
        wp::adj_tile_mul_elementwise(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_tile_astype(var_12, adj_12, adj_13);
        // adj: weighted = ta * wp.tile_astype(totals, dtype=float)                               <L 22>
        // adj: totals = wp.tile_scan_inclusive(counts)                                           <L 21>
        wp::adj_tile_load(var_a, var_10, adj_a, adj_10, adj_11);
        wp::adj_mul(var_0, var_9, adj_0, adj_9, adj_10);
        // adj: ta = wp.tile_load(a, shape=48, offset=i * 48)                                     <L 20>
        wp::adj_tile_store(var_out, var_7, var_5, adj_out, adj_7, adj_5);
        wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
        // adj: wp.tile_store(out, starts, offset=i * 48)                                         <L 19>
        // adj: starts = wp.tile_scan_exclusive(counts)                                           <L 18>
        wp::adj_tile_load(var_idx, var_3, adj_idx, adj_3, adj_4);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
        // adj: counts = wp.tile_load(idx, shape=48, offset=i * 48)                               <L 17>
        // adj: i = wp.tid()                                                                      <L 16>
        // adj: def tile_scan_s000001(                                                            <L 10>
        continue;
    }
}