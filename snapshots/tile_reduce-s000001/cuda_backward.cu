extern "C" __global__ void tile_reduce_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int32> var_out1,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::int32> adj_idx,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::int32> adj_out1)
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
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_5 = 48;
        const wp::int32 var_6 = 48;
        wp::int32 var_7;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_10 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,true>();
        const wp::float32 var_11 = -0.020833333333333332;
        const wp::int32 var_12 = 48;
        wp::tuple_t<wp::int32> var_13;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<48>, wp::tile_stride_t<0>>, false> var_14 = nullptr;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
        const wp::int32 var_17 = 48;
        wp::int32 var_18;
        const wp::int32 var_19 = 32;
        const wp::int32 var_20 = 32;
        wp::int32 var_21;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_22 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_23 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_4{};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_8{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_9{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true>& adj_10 = var_10;
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::tuple_t<wp::int32> adj_13 = {};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<48>, wp::tile_stride_t<0>>, false>& adj_14 = var_14;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_15{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> adj_16{};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_22{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> adj_23{};
        //---------
        // forward
        // def tile_reduce_s000001(                                                               <L 12>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // t0 = wp.tile_load(a, shape=48, offset=i * 48)                                          <L 20>
        var_3 = wp::mul(var_0, var_2);
        var_4 = wp::tile_load<wp::float32, true, false, 48>(var_a, var_3);
        // t1 = wp.tile_load(b, shape=48, offset=i * 48)                                          <L 21>
        var_7 = wp::mul(var_0, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 48>(var_b, var_7);
        // v = t0 + t1                                                                            <L 22>
        var_9 = wp::tile_add(var_4, var_8);
        // total = wp.tile_sum(v)                                                                 <L 23>
        var_10 = wp::tile_sum(var_9);
        // centred = v + SCALE * wp.tile_broadcast(total, shape=(48,))                            <L 24>
        var_13 = wp::tuple(var_12);
        var_14 = wp::tile_broadcast<48, 0>(var_10);
        var_15 = wp::tile_mul(var_14, var_11);
        var_16 = wp::tile_add(var_9, var_15);
        // wp.tile_store(out, centred, offset=i * 48)                                             <L 25>
        var_18 = wp::mul(var_0, var_17);
        // wp::tile_store<wp::float32, true, false>(var_out, var_18, var_16);
        // ti = wp.tile_load(idx, shape=32, offset=i * 32)                                        <L 26>
        var_21 = wp::mul(var_0, var_20);
        var_22 = wp::tile_load<wp::int32, true, false, 32>(var_idx, var_21);
        // r = wp.tile_reduce(wp.add, ti)                                                         <L 27>
        var_23 = wp::tile_reduce(wp::add, var_22);
        // wp.tile_store(out1, r, offset=i)                                                       <L 28>
        // wp::tile_store<wp::int32, true, false>(var_out1, var_0, var_23);
        //---------
        // reverse
        wp::adj_tile_store(var_out1, var_0, var_23, adj_out1, adj_0, adj_23);
        // adj: wp.tile_store(out1, r, offset=i)                                                  <L 28>
        // adj: r = wp.tile_reduce(wp.add, ti)                                                    <L 27>
        wp::adj_tile_load(var_idx, var_21, adj_idx, adj_21, adj_22);
        wp::adj_mul(var_0, var_20, adj_0, adj_20, adj_21);
        // adj: ti = wp.tile_load(idx, shape=32, offset=i * 32)                                   <L 26>
        wp::adj_tile_store(var_out, var_18, var_16, adj_out, adj_18, adj_16);
        wp::adj_mul(var_0, var_17, adj_0, adj_17, adj_18);
        // adj: wp.tile_store(out, centred, offset=i * 48)                                        <L 25>
        wp::adj_tile_add(var_9, var_15, adj_9, adj_15, adj_16);
        wp::adj_tile_mul(var_14, var_11, adj_14, adj_11, adj_15);
        wp::adj_tile_broadcast(var_10, adj_10, adj_14);
        // adj: centred = v + SCALE * wp.tile_broadcast(total, shape=(48,))                       <L 24>
        wp::adj_tile_sum(var_9, adj_9, adj_10);
        // adj: total = wp.tile_sum(v)                                                            <L 23>
        wp::adj_tile_add(var_4, var_8, adj_4, adj_8, adj_9);
        // adj: v = t0 + t1                                                                       <L 22>
        wp::adj_tile_load(var_b, var_7, adj_b, adj_7, adj_8);
        wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
        // adj: t1 = wp.tile_load(b, shape=48, offset=i * 48)                                     <L 21>
        wp::adj_tile_load(var_a, var_3, adj_a, adj_3, adj_4);
        wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
        // adj: t0 = wp.tile_load(a, shape=48, offset=i * 48)                                     <L 20>
        // adj: i = wp.tid()                                                                      <L 19>
        // adj: def tile_reduce_s000001(                                                          <L 12>
        continue;
    }
}