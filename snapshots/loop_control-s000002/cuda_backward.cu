extern "C" __global__ void loop_control_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_k,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::int32 adj_k,
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        const wp::int32 var_3 = 0;
        wp::range_t var_4;
        wp::int32 var_5;
        wp::int32 var_6;
        wp::shape_t* var_7;
        const wp::int32 var_8 = 0;
        wp::int32 var_9;
        wp::shape_t var_10;
        wp::int32 var_11;
        wp::float32* var_12;
        const wp::float32 var_13 = 0.5;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 0.25;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = 0.25;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::int32 adj_3 = {};
        wp::range_t adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::shape_t adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::shape_t adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        //---------
        // forward
        // def loop_control_s000002(                                                              <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = wp.float32(0.0)                                                                   <L 14>
        var_2 = wp::float32(var_1);
        // for j in range(0, k):                                                                  <L 15>
        var_4 = wp::range(var_3, var_k);
        // out[i] = x0 + a[i] * 0.25 + b[i] * 0.25                                                <L 17>
        var_17 = wp::address(var_a, var_0);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::add(var_2, var_19);
        var_22 = wp::address(var_b, var_0);
        var_25 = wp::load(var_22);
        var_24 = wp::mul(var_25, var_23);
        var_26 = wp::add(var_21, var_24);
        // wp::array_store(var_out, var_0, var_26);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_26, adj_out, adj_0, adj_26);
        wp::adj_add(var_21, var_24, adj_21, adj_24, adj_26);
        wp::adj_mul(var_25, var_23, adj_22, adj_23, adj_24);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_22);
        wp::adj_add(var_2, var_19, adj_2, adj_19, adj_21);
        wp::adj_mul(var_20, var_18, adj_17, adj_18, adj_19);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_17);
        // adj: out[i] = x0 + a[i] * 0.25 + b[i] * 0.25                                           <L 17>
        var_4 = wp::iter_reverse(var_4);
        start_for_0:;
            if (iter_cmp(var_4) == 0) goto end_for_0;
            var_5 = wp::iter_next(var_4);
        	adj_6 = {};
        	adj_7 = {};
        	adj_8 = {};
        	adj_9 = {};
        	adj_10 = {};
        	adj_11 = {};
        	adj_12 = {};
        	adj_13 = {};
        	adj_14 = {};
        	adj_15 = {};
        	adj_16 = {};
            // x0 += b[(i + j) % b.shape[0]] * 0.5                                                <L 16>
            var_6 = wp::add(var_0, var_5);
            var_7 = &(var_b.shape);
            var_10 = wp::load(var_7);
            var_9 = wp::extract(var_10, var_8);
            var_11 = wp::mod(var_6, var_9);
            var_12 = wp::address(var_b, var_11);
            var_15 = wp::load(var_12);
            var_14 = wp::mul(var_15, var_13);
            var_16 = wp::add(var_2, var_14);
            wp::assign(var_2, var_16);
            wp::adj_assign(var_2, var_16, adj_2, adj_16);
            wp::adj_add(var_2, var_14, adj_2, adj_14, adj_16);
            wp::adj_mul(var_15, var_13, adj_12, adj_13, adj_14);
            wp::adj_address(var_b, var_11, adj_b, adj_11, adj_12);
            wp::adj_mod(var_6, var_9, adj_6, adj_9, adj_11);
            adj_b.shape = adj_7;
            wp::adj_add(var_0, var_5, adj_0, adj_5, adj_6);
            // adj: x0 += b[(i + j) % b.shape[0]] * 0.5                                           <L 16>
        	goto start_for_0;
        end_for_0:;
        // adj: for j in range(0, k):                                                             <L 15>
        wp::adj_float32(var_1, adj_1, adj_2);
        // adj: x0 = wp.float32(0.0)                                                              <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def loop_control_s000002(                                                         <L 7>
        continue;
    }
}