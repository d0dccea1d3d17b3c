extern "C" __global__ void loop_control_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_k,
    wp::array_t<wp::float32> var_out)
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
        wp::int32 var_2;
        wp::float32 var_3;
        const wp::float32 var_4 = 0.0;
        wp::float32 var_5;
        const wp::int32 var_6 = 0;
        const wp::int32 var_7 = -1;
        wp::range_t var_8;
        wp::int32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.25;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.25;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32* var_25;
        const wp::float32 var_26 = 0.25;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        //---------
        // forward
        // def loop_control_s000001(                                                              <L 17>
        // i = wp.tid()                                                                           <L 22>
        var_0 = builtin_tid1d();
        // x0 = loop_control_s000001_first_step0(a[i], k)                                         <L 23>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = loop_control_s000001_first_step0_0(var_3, var_k);
        // x1 = wp.float32(0.0)                                                                   <L 24>
        var_5 = wp::float32(var_4);
        // for j in range(k, 0, -1):                                                              <L 25>
        var_8 = wp::range(var_k, var_6, var_7);
        start_for_0:;
            if (iter_cmp(var_8) == 0) goto end_for_0;
            var_9 = wp::iter_next(var_8);
            // x1 += wp.sin(a[i] * wp.float32(j) + 0.25)                                          <L 26>
            var_10 = wp::address(var_a, var_0);
            var_11 = wp::float32(var_9);
            var_13 = wp::load(var_10);
            var_12 = wp::mul(var_13, var_11);
            var_15 = wp::add(var_12, var_14);
            var_16 = wp::sin(var_15);
            var_17 = wp::add(var_5, var_16);
            wp::assign(var_5, var_17);
            goto start_for_0;
        end_for_0:;
        // out[i] = a[i] * wp.float32(x0) + x1 * 0.25 + a[i] * 0.25                               <L 27>
        var_18 = wp::address(var_a, var_0);
        var_19 = wp::float32(var_2);
        var_21 = wp::load(var_18);
        var_20 = wp::mul(var_21, var_19);
        var_23 = wp::mul(var_5, var_22);
        var_24 = wp::add(var_20, var_23);
        var_25 = wp::address(var_a, var_0);
        var_28 = wp::load(var_25);
        var_27 = wp::mul(var_28, var_26);
        var_29 = wp::add(var_24, var_27);
        wp::array_store(var_out, var_0, var_29);
    }
}