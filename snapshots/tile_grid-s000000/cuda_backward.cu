extern "C" __global__ void tile_grid_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out)
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
        wp::int32 var_1;
        const wp::int32 var_2 = 8;
        const wp::int32 var_3 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_4;
        const wp::int32 var_5 = 8;
        wp::int32 var_6;
        const wp::int32 var_7 = 8;
        wp::int32 var_8;
        wp::tuple_t<wp::int32, wp::int32> var_9;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_10 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
        const wp::int32 var_11 = 8;
        const wp::int32 var_12 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_13;
        const wp::int32 var_14 = 8;
        wp::int32 var_15;
        const wp::int32 var_16 = 8;
        wp::int32 var_17;
        wp::tuple_t<wp::int32, wp::int32> var_18;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_19 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_20 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_21 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<1,8>>, false> var_23 = nullptr;
        const wp::int32 var_24 = 8;
        wp::int32 var_25;
        const wp::int32 var_26 = 8;
        wp::int32 var_27;
        wp::tuple_t<wp::int32, wp::int32> var_28;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_9 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_10{};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_18 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_19{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_20{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> adj_21{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_22 = var_22;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<1,8>>, false>& adj_23 = var_23;
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::tuple_t<wp::int32, wp::int32> adj_28 = {};
        //---------
        // forward
        // def tile_grid_s000000(                                                                 <L 10>
        // i, j = wp.tid()                                                                        <L 15>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(a, shape=(8, 8), offset=(i * 8, j * 8))                              <L 16>
        var_4 = wp::tuple(var_2, var_3);
        var_6 = wp::mul(var_0, var_5);
        var_8 = wp::mul(var_1, var_7);
        var_9 = wp::tuple(var_6, var_8);
        var_10 = wp::tile_load<wp::float32, true, false, 8, 8>(var_a, var_6, var_8);
        // t1 = wp.tile_load(b, shape=(8, 8), offset=(i * 8, j * 8))                              <L 17>
        var_13 = wp::tuple(var_11, var_12);
        var_15 = wp::mul(var_0, var_14);
        var_17 = wp::mul(var_1, var_16);
        var_18 = wp::tuple(var_15, var_17);
        var_19 = wp::tile_load<wp::float32, true, false, 8, 8>(var_b, var_15, var_17);
        // v = -wp.tile_map(wp.mul, t1, t1) + t0                                                  <L 18>
        var_20 = wp::tile_binary_map(wp::mul, var_19, var_19);
        var_21 = wp::tile_neg(var_20);
        var_22 = wp::tile_add(var_21, var_10);
        // wp.tile_store(out, wp.tile_transpose(v), offset=(j * 8, i * 8))                        <L 19>
        var_23 = wp::tile_transpose(var_22);
        var_25 = wp::mul(var_1, var_24);
        var_27 = wp::mul(var_0, var_26);
        var_28 = wp::tuple(var_25, var_27);
        // wp::tile_store<wp::float32, true, false>(var_out, var_25, var_27, var_23);
        //---------
        // reverse
        wp::adj_tile_store(var_out, var_25, var_27, var_23, adj_out, adj_25, adj_27, adj_23);
        wp::adj_mul(var_0, var_26, adj_0, adj_26, adj_27);
        wp::adj_mul(var_1, var_24, adj_1, adj_24, adj_25);
        wp::adj_tile_transpose(var_22, adj_22, adj_23);
        // adj: wp.tile_store(out, wp.tile_transpose(v), offset=(j * 8, i * 8))                   <L 19>
        wp::adj_tile_add(var_21, var_10, adj_21, adj_10, adj_22);
        wp::adj_tile_neg(var_20, adj_20, adj_21);
        wp::adj_tile_binary_map(wp::mul, var_19, var_19, wp::adj_mul, adj_19, adj_19, adj_20);
        // adj: v = -wp.tile_map(wp.mul, t1, t1) + t0                                             <L 18>
        wp::adj_tile_load(var_b, var_15, var_17, adj_b, adj_15, adj_17, adj_19);
        wp::adj_mul(var_1, var_16, adj_1, adj_16, adj_17);
        wp::adj_mul(var_0, var_14, adj_0, adj_14, adj_15);
        // adj: t1 = wp.tile_load(b, shape=(8, 8), offset=(i * 8, j * 8))                         <L 17>
        wp::adj_tile_load(var_a, var_6, var_8, adj_a, adj_6, adj_8, adj_10);
        wp::adj_mul(var_1, var_7, adj_1, adj_7, adj_8);
        wp::adj_mul(var_0, var_5, adj_0, adj_5, adj_6);
        // adj: t0 = wp.tile_load(a, shape=(8, 8), offset=(i * 8, j * 8))                         <L 16>
        // adj: i, j = wp.tid()                                                                   <L 15>
        // adj: def tile_grid_s000000(                                                            <L 10>
        continue;
    }
}