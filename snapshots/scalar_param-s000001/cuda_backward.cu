extern "C" __global__ void scalar_param_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    Params_f7d810b4 var_params,
    wp::int32 var_steps,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    Params_f7d810b4 adj_params,
    wp::int32 adj_steps,
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
        wp::float32* var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::float32 var_6 = 1.0;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 0;
        wp::range_t var_13;
        wp::int32 var_14;
        wp::float32* var_15;
        const wp::int32 var_16 = 1;
        wp::int32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.5;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32* var_25;
        wp::float32* var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.25;
        wp::float32 var_31;
        wp::float32 var_32;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
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
        wp::int32 adj_12 = {};
        wp::range_t adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::int32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        //---------
        // forward
        // def scalar_param_s000001(                                                              <L 25>
        // i, j = wp.tid()                                                                        <L 31>
        builtin_tid2d(var_0, var_1);
        // x0 = a[i, j] / (wp.abs(params.t) + SCALE)                                              <L 32>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = &((var_params).t);
        var_5 = wp::load(var_3);
        var_4 = wp::abs(var_5);
        var_7 = wp::add(var_4, var_6);
        var_9 = wp::load(var_2);
        var_8 = wp::div(var_9, var_7);
        // x1, acc = scalar_param_s000001_pair(x0, params)                                        <L 33>
        scalar_param_s000001_pair_0(var_8, var_params, var_10, var_11);
        // for r in range(0, steps):                                                              <L 34>
        var_13 = wp::range(var_12, var_steps);
        // out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j]) + acc * 0.25           <L 36>
        var_25 = &((var_params).t);
        var_26 = wp::address(var_a, var_0, var_1);
        var_28 = wp::load(var_25);
        var_29 = wp::load(var_26);
        var_27 = scalar_param_s000001_combine_0(var_10, var_28, var_29);
        var_31 = wp::mul(var_11, var_30);
        var_32 = wp::add(var_27, var_31);
        // wp::array_store(var_out, var_0, var_1, var_32);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_32, adj_out, adj_0, adj_1, adj_32);
        wp::adj_add(var_27, var_31, adj_27, adj_31, adj_32);
        wp::adj_mul(var_11, var_30, adj_11, adj_30, adj_31);
        adj_scalar_param_s000001_combine_0(var_10, var_28, var_29, adj_10, adj_25, adj_26, adj_27);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_26);
        adj_params.t += adj_25;
        // adj: out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j]) + acc * 0.25      <L 36>
        var_13 = wp::iter_reverse(var_13);
        start_for_0:;
            if (iter_cmp(var_13) == 0) goto end_for_0;
            var_14 = wp::iter_next(var_13);
        	adj_15 = {};
        	adj_16 = {};
        	adj_17 = {};
        	adj_18 = {};
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_24 = {};
            // acc += wp.tanh(a[i, j] * wp.float32(r + 1)) * OFFSET                               <L 35>
            var_15 = wp::address(var_a, var_0, var_1);
            var_17 = wp::add(var_14, var_16);
            var_18 = wp::float32(var_17);
            var_20 = wp::load(var_15);
            var_19 = wp::mul(var_20, var_18);
            var_21 = wp::tanh(var_19);
            var_23 = wp::mul(var_21, var_22);
            var_24 = wp::add(var_11, var_23);
            wp::assign(var_11, var_24);
            wp::adj_assign(var_11, var_24, adj_11, adj_24);
            wp::adj_add(var_11, var_23, adj_11, adj_23, adj_24);
            wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
            wp::adj_tanh(var_19, var_21, adj_19, adj_21);
            wp::adj_mul(var_20, var_18, adj_15, adj_18, adj_19);
            wp::adj_float32(var_17, adj_17, adj_18);
            wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
            wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_15);
            // adj: acc += wp.tanh(a[i, j] * wp.float32(r + 1)) * OFFSET                          <L 35>
        	goto start_for_0;
        end_for_0:;
        // adj: for r in range(0, steps):                                                         <L 34>
        adj_scalar_param_s000001_pair_0(var_8, var_params, var_10, var_11, adj_8, adj_params, adj_10, adj_11);
        // adj: x1, acc = scalar_param_s000001_pair(x0, params)                                   <L 33>
        wp::adj_div(var_9, var_7, var_8, adj_2, adj_7, adj_8);
        wp::adj_add(var_4, var_6, adj_4, adj_6, adj_7);
        wp::adj_abs(var_5, adj_3, adj_4);
        adj_params.t += adj_3;
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = a[i, j] / (wp.abs(params.t) + SCALE)                                         <L 32>
        // adj: i, j = wp.tid()                                                                   <L 31>
        // adj: def scalar_param_s000001(                                                         <L 25>
        continue;
    }
}