extern "C" __global__ void tile_thread_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
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
        const wp::float32 var_2 = 1.0;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_10 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,true>();
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::float32 var_12;
        wp::int32* var_13;
        const wp::int32 var_14 = 256;
        const wp::int32 var_15 = 255;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_16 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::int32 var_17;
        const wp::int32 var_18 = 0;
        wp::float32 var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::int32 var_23;
        wp::int32 var_24;
        wp::int32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
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
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> adj_9{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true>& adj_10 = var_10;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> adj_11{};
        wp::float32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int32 adj_15 = {};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> adj_16{};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        //---------
        // forward
        // def tile_thread_s000002(                                                               <L 10>
        // i = wp.tid()                                                                           <L 16>
        var_0 = builtin_tid1d();
        // x0 = wp.tanh(a[i] * 1.0) + b[i]                                                        <L 17>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::mul(var_4, var_2);
        var_5 = wp::tanh(var_3);
        var_6 = wp::address(var_b, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::add(var_5, var_8);
        // t = wp.tile(x0)                                                                        <L 18>
        var_9 = wp::tile<wp::float32>(var_7);
        // s = wp.tile_sum(t)                                                                     <L 19>
        var_10 = wp::tile_sum(var_9);
        // x1, x2 = wp.untile(t + t), idx[i]                                                      <L 20>
        var_11 = wp::tile_add(var_9, var_9);
        var_12 = wp::untile(var_11);
        var_13 = wp::address(var_idx, var_0);
        // shared = wp.tile_from_thread(shape=256, value=x2, thread_idx=255)                      <L 21>
        var_17 = wp::load(var_13);
        var_16 = wp::tile_from_thread<wp::int32, 256>(var_17, var_15);
        // out[i] = (x1 + s[0] * 0.5) * wp.float32(wp.untile(shared) + x2)                        <L 22>
        var_19 = wp::tile_extract(var_10, var_18);
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_12, var_21);
        var_23 = wp::untile(var_16);
        var_25 = wp::load(var_13);
        var_24 = wp::add(var_23, var_25);
        var_26 = wp::float32(var_24);
        var_27 = wp::mul(var_22, var_26);
        // wp::array_store(var_out, var_0, var_27);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_27, adj_out, adj_0, adj_27);
        wp::adj_mul(var_22, var_26, adj_22, adj_26, adj_27);
        wp::adj_float32(var_24, adj_24, adj_26);
        wp::adj_add(var_23, var_25, adj_23, adj_13, adj_24);
        wp::adj_untile(var_16, adj_16, adj_23);
        wp::adj_add(var_12, var_21, adj_12, adj_21, adj_22);
        wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_tile_extract(var_10, var_18, adj_10, adj_18, adj_19);
        // adj: out[i] = (x1 + s[0] * 0.5) * wp.float32(wp.untile(shared) + x2)                   <L 22>
        // adj: shared = wp.tile_from_thread(shape=256, value=x2, thread_idx=255)                 <L 21>
        wp::adj_address(var_idx, var_0, adj_idx, adj_0, adj_13);
        wp::adj_untile(var_11, adj_11, adj_12);
        wp::adj_tile_add(var_9, var_9, adj_9, adj_9, adj_11);
        // adj: x1, x2 = wp.untile(t + t), idx[i]                                                 <L 20>
        wp::adj_tile_sum(var_9, adj_9, adj_10);
        // adj: s = wp.tile_sum(t)                                                                <L 19>
        wp::adj_tile(var_7, adj_7, adj_9);
        // adj: t = wp.tile(x0)                                                                   <L 18>
        wp::adj_add(var_5, var_8, adj_5, adj_6, adj_7);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_6);
        wp::adj_tanh(var_3, var_5, adj_3, adj_5);
        wp::adj_mul(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.tanh(a[i] * 1.0) + b[i]                                                   <L 17>
        // adj: i = wp.tid()                                                                      <L 16>
        // adj: def tile_thread_s000002(                                                          <L 10>
        continue;
    }
}