extern "C" __global__ void make_tile_thread_s000001__locals__tile_thread_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::int32> adj_idx,
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
        wp::float32* var_1;
        const wp::float32 var_2 = 3.0;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        wp::float32* var_7;
        const wp::float32 var_8 = 2.0;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_14 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_15 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,true>();
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_17 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        wp::float32 var_18;
        wp::int32* var_19;
        wp::int32 var_20;
        wp::int32 var_21;
        const wp::int32 var_22 = 64;
        const wp::int32 var_23 = 63;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> var_24 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<64>>>{};
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::int32 var_29;
        wp::int32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_14{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true>& adj_15 = var_15;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_16{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_17{};
        wp::float32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<64>>> adj_24{};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        //---------
        // forward
        // def tile_thread_s000001(                                                               <L 22>
        // i = wp.tid()                                                                           <L 27>
        var_0 = builtin_tid1d();
        // x0 = wp.sin(a[i] + offset) + (a[i] + (a[i] + scale))                                   <L 28>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::add(var_4, var_2);
        var_5 = wp::sin(var_3);
        var_6 = wp::address(var_a, var_0);
        var_7 = wp::address(var_a, var_0);
        var_10 = wp::load(var_7);
        var_9 = wp::add(var_10, var_8);
        var_12 = wp::load(var_6);
        var_11 = wp::add(var_12, var_9);
        var_13 = wp::add(var_5, var_11);
        // t = wp.tile(x0)                                                                        <L 29>
        var_14 = wp::tile<wp::float32>(var_13);
        // s = wp.tile_sum(t)                                                                     <L 30>
        var_15 = wp::tile_sum(var_14);
        // x1 = wp.untile(wp.tile_map(wp.cos, wp.tile_map(tile_thread_s000001_f0, t, t)))         <L 31>
        var_16 = wp::tile_binary_map(tile_thread_s000001_f0_0, var_14, var_14);
        var_17 = wp::tile_unary_map(wp::cos, var_16);
        var_18 = wp::untile(var_17);
        // x2 = idx[i]                                                                            <L 32>
        var_19 = wp::address(var_idx, var_0);
        var_21 = wp::load(var_19);
        var_20 = wp::copy(var_21);
        // shared = wp.tile_from_thread(shape=64, value=x2, thread_idx=63)                        <L 33>
        var_24 = wp::tile_from_thread<wp::int32, 64>(var_20, var_23);
        // out[i] = (x1 + s[0] * offset) * wp.float32(wp.untile(shared) + x2)                     <L 34>
        var_26 = wp::tile_extract(var_15, var_25);
        var_27 = wp::mul(var_26, var_2);
        var_28 = wp::add(var_18, var_27);
        var_29 = wp::untile(var_24);
        var_30 = wp::add(var_29, var_20);
        var_31 = wp::float32(var_30);
        var_32 = wp::mul(var_28, var_31);
        // wp::array_store(var_out, var_0, var_32);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_32, adj_out, adj_0, adj_32);
        wp::adj_mul(var_28, var_31, adj_28, adj_31, adj_32);
        wp::adj_float32(var_30, adj_30, adj_31);
        wp::adj_add(var_29, var_20, adj_29, adj_20, adj_30);
        wp::adj_untile(var_24, adj_24, adj_29);
        wp::adj_add(var_18, var_27, adj_18, adj_27, adj_28);
        wp::adj_mul(var_26, var_2, adj_26, adj_2, adj_27);
        wp::adj_tile_extract(var_15, var_25, adj_15, adj_25, adj_26);
        // adj: out[i] = (x1 + s[0] * offset) * wp.float32(wp.untile(shared) + x2)                <L 34>
        // adj: shared = wp.tile_from_thread(shape=64, value=x2, thread_idx=63)                   <L 33>
        wp::adj_copy(var_21, adj_19, adj_20);
        wp::adj_address(var_idx, var_0, adj_idx, adj_0, adj_19);
        // adj: x2 = idx[i]                                                                       <L 32>
        wp::adj_untile(var_17, adj_17, adj_18);
        wp::adj_tile_unary_map(wp::cos, var_16, wp::adj_cos, adj_16, adj_17);
        wp::adj_tile_binary_map(tile_thread_s000001_f0_0, var_14, var_14, adj_tile_thread_s000001_f0_0, adj_14, adj_14, adj_16);
        // adj: x1 = wp.untile(wp.tile_map(wp.cos, wp.tile_map(tile_thread_s000001_f0, t, t)))    <L 31>
        wp::adj_tile_sum(var_14, adj_14, adj_15);
        // adj: s = wp.tile_sum(t)                                                                <L 30>
        wp::adj_tile(var_13, adj_13, adj_14);
        // adj: t = wp.tile(x0)                                                                   <L 29>
        wp::adj_add(var_5, var_11, adj_5, adj_11, adj_13);
        wp::adj_add(var_12, var_9, adj_6, adj_9, adj_11);
        wp::adj_add(var_10, var_8, adj_7, adj_8, adj_9);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
        wp::adj_sin(var_3, adj_3, adj_5);
        wp::adj_add(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.sin(a[i] + offset) + (a[i] + (a[i] + scale))                              <L 28>
        // adj: i = wp.tid()                                                                      <L 27>
        // adj: def tile_thread_s000001(                                                          <L 22>
        continue;
    }
}